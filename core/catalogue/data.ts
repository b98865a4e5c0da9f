/**
 * The checked-in catalogue of brands and models, seeded into the database (core/catalogue/seed.ts).
 * Model names as marketplaces list them; "All models" is added by the seed, not listed here.
 */
export type CatalogueBrand = { slug: string; name: string; models: string[] }

export const catalogue: CatalogueBrand[] = [
	{
		slug: 'abarth',
		name: 'Abarth',
		models: [
			'124 Spider', '500', '500C', '500e', '595', '595C', '600e', '695', 'Grande Punto',
			'Punto', 'Punto Evo',
		],
	},
	{
		slug: 'acura',
		name: 'Acura',
		models: [
			'CL', 'ILX', 'Integra', 'MDX', 'NSX', 'RDX', 'RL', 'RSX', 'TL', 'TLX', 'TSX', 'ZDX',
		],
	},
	{ slug: 'aiways', name: 'Aiways', models: ['U5', 'U6'] },
	{
		slug: 'aixam',
		name: 'Aixam',
		models: [
			'A.721', 'A.741', 'A.751', 'City', 'Coupé', 'Crossline', 'Crossover', 'e-City',
			'e-Coupé', 'GTO', 'Mega', 'Minauto', 'Roadline', 'Scouty',
		],
	},
	{
		slug: 'alfa-romeo',
		name: 'Alfa Romeo',
		models: [
			'4C', '8C', '33', '75', '90', '145', '146', '147', '155', '156', '159', '164', '166',
			'Alfasud', 'Alfetta', 'Brera', 'Crosswagon', 'Giulia', 'Giulietta', 'GT', 'GTV',
			'Junior', 'MiTo', 'Spider', 'Stelvio', 'SZ', 'Tonale',
		],
	},
	{
		slug: 'alpina',
		name: 'Alpina',
		models: [
			'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B10', 'B12', 'D3', 'D4', 'D5', 'Roadster S', 'XB7',
			'XD3', 'XD4',
		],
	},
	{ slug: 'alpine', name: 'Alpine', models: ['A110', 'A290', 'A310', 'A390', 'A610', 'GTA'] },
	{ slug: 'aro', name: 'ARO', models: ['10', '24', '240', '243', '244'] },
	{ slug: 'artega', name: 'Artega', models: ['GT', 'Scalo'] },
	{
		slug: 'aston-martin',
		name: 'Aston Martin',
		models: [
			'Cygnet', 'DB4', 'DB5', 'DB6', 'DB7', 'DB9', 'DB11', 'DB12', 'DBS', 'DBX', 'Lagonda',
			'One-77', 'Rapide', 'V8', 'V8 Vantage', 'V12 Vantage', 'Valkyrie', 'Vanquish',
			'Vantage', 'Virage',
		],
	},
	{
		slug: 'audi',
		name: 'Audi',
		models: [
			'80', '100', 'A1', 'A2', 'A3', 'A4', 'A4 Allroad', 'A5', 'A6', 'A6 Allroad',
			'A6 e-tron', 'A7', 'A8', 'e-tron', 'e-tron GT', 'Q2', 'Q3', 'Q4 e-tron', 'Q5',
			'Q6 e-tron', 'Q7', 'Q8', 'Q8 e-tron', 'R8', 'RS3', 'RS4', 'RS5', 'RS6', 'RS7', 'RS Q3',
			'RS Q8', 'S3', 'S4', 'S5', 'S6', 'S8', 'SQ5', 'SQ7', 'SQ8', 'TT',
		],
	},
	{
		slug: 'austin',
		name: 'Austin',
		models: [
			'A35', 'A40', 'Allegro', 'Cambridge', 'Maestro', 'Maxi', 'Metro', 'Mini', 'Montego',
			'Princess',
		],
	},
	{ slug: 'austin-healey', name: 'Austin-Healey', models: ['100', '3000', 'Sprite'] },
	{
		slug: 'autobianchi',
		name: 'Autobianchi',
		models: [
			'A111', 'A112', 'Bianchina', 'Primula', 'Y10',
		],
	},
	{ slug: 'bellier', name: 'Bellier', models: ['B8', 'Docker', 'Jade', 'Opale'] },
	{
		slug: 'bentley',
		name: 'Bentley',
		models: [
			'Arnage', 'Azure', 'Bentayga', 'Brooklands', 'Continental', 'Continental GT',
			'Continental GTC', 'Eight', 'Flying Spur', 'Mulsanne', 'Turbo R',
		],
	},
	{
		slug: 'bmw',
		name: 'BMW',
		models: [
			'1 Series', '2 Series', '2 Series Active Tourer', '2 Series Gran Tourer', '3 Series',
			'4 Series', '5 Series', '6 Series', '7 Series', '8 Series', 'i3', 'i4', 'i5', 'i7',
			'i8', 'iX', 'iX1', 'iX2', 'iX3', 'M2', 'M3', 'M4', 'M5', 'M6', 'M8', 'X1', 'X2', 'X3',
			'X4', 'X5', 'X5 M', 'X6', 'X6 M', 'X7', 'XM', 'Z1', 'Z3', 'Z4', 'Z8',
		],
	},
	{ slug: 'borgward', name: 'Borgward', models: ['BX5', 'BX6', 'BX7', 'Isabella'] },
	{ slug: 'brilliance', name: 'Brilliance', models: ['BS2', 'BS4', 'BS6'] },
	{
		slug: 'bristol',
		name: 'Bristol',
		models: [
			'400', '401', '403', '405', '411', 'Beaufighter', 'Blenheim', 'Fighter',
		],
	},
	{ slug: 'bugatti', name: 'Bugatti', models: ['Chiron', 'Divo', 'EB 110', 'Veyron'] },
	{
		slug: 'buick',
		name: 'Buick',
		models: [
			'Century', 'Electra', 'Enclave', 'Encore', 'LeSabre', 'Park Avenue', 'Regal', 'Riviera',
			'Roadmaster', 'Skylark',
		],
	},
	{
		slug: 'byd',
		name: 'BYD',
		models: [
			'Atto 2', 'Atto 3', 'Dolphin', 'Dolphin Surf', 'ETP3', 'Han', 'Seal', 'Seal 6',
			'Seal U', 'Sealion 7', 'Tang',
		],
	},
	{
		slug: 'cadillac',
		name: 'Cadillac',
		models: [
			'ATS', 'BLS', 'CT4', 'CT5', 'CT6', 'CTS', 'DeVille', 'Eldorado', 'Escalade',
			'Fleetwood', 'Lyriq', 'Optiq', 'Seville', 'SRX', 'STS', 'XLR', 'XT4', 'XT5', 'XT6',
		],
	},
	{
		slug: 'casalini',
		name: 'Casalini',
		models: [
			'Kerry', 'M10', 'M12', 'M14', 'M20', 'Sulky', 'Ydea',
		],
	},
	{
		slug: 'caterham',
		name: 'Caterham',
		models: [
			'21', 'CSR', 'Seven', 'Seven 170', 'Seven 360', 'Seven 420', 'Seven 620', 'Super Seven',
		],
	},
	{
		slug: 'chatenet',
		name: 'Chatenet',
		models: [
			'Barooder', 'CH26', 'CH28', 'CH30', 'CH32', 'CH40', 'CH46', 'Media', 'Speedino',
			'Stella',
		],
	},
	{
		slug: 'chery',
		name: 'Chery',
		models: [
			'Amulet', 'Arrizo 5', 'QQ', 'Tiggo', 'Tiggo 2', 'Tiggo 4', 'Tiggo 7', 'Tiggo 8',
		],
	},
	{
		slug: 'chevrolet',
		name: 'Chevrolet',
		models: [
			'Astro', 'Aveo', 'Blazer', 'Camaro', 'Caprice', 'Captiva', 'Chevy Van', 'Colorado',
			'Corvette', 'Cruze', 'Epica', 'Evanda', 'Express', 'HHR', 'Impala', 'Kalos', 'Lacetti',
			'Malibu', 'Matiz', 'Nubira', 'Orlando', 'Rezzo', 'Silverado', 'Spark', 'Suburban',
			'Tahoe', 'Trailblazer', 'Trax', 'Volt',
		],
	},
	{
		slug: 'chrysler',
		name: 'Chrysler',
		models: [
			'300C', '300M', 'Crossfire', 'Delta', 'Grand Voyager', 'LeBaron', 'Neon', 'Pacifica',
			'PT Cruiser', 'Sebring', 'Stratus', 'Town & Country', 'Viper', 'Vision', 'Voyager',
			'Ypsilon',
		],
	},
	{
		slug: 'citroen',
		name: 'Citroën',
		models: [
			'2CV', 'Ami', 'AX', 'Berlingo', 'BX', 'C1', 'C2', 'C3', 'C3 Aircross', 'C3 Picasso',
			'C4', 'C4 Aircross', 'C4 Cactus', 'C4 Grand Picasso', 'C4 Picasso', 'C4 X', 'C5',
			'C5 Aircross', 'C5 X', 'C6', 'C8', 'C-Crosser', 'C-Elysée', 'C-Zero', 'CX', 'DS3',
			'DS4', 'DS5', 'Evasion', 'Jumper', 'Jumpy', 'Nemo', 'Saxo', 'SpaceTourer', 'Visa',
			'Xantia', 'XM', 'Xsara', 'Xsara Picasso', 'ZX',
		],
	},
	{
		slug: 'cupra',
		name: 'Cupra',
		models: [
			'Ateca', 'Born', 'Formentor', 'Leon', 'Tavascan', 'Terramar',
		],
	},
	{
		slug: 'dacia',
		name: 'Dacia',
		models: [
			'1300', '1310', 'Bigster', 'Dokker', 'Duster', 'Jogger', 'Lodgy', 'Logan', 'Logan MCV',
			'Pick-Up', 'Sandero', 'Sandero Stepway', 'Solenza', 'Spring',
		],
	},
	{
		slug: 'daewoo',
		name: 'Daewoo',
		models: [
			'Cielo', 'Espero', 'Evanda', 'Kalos', 'Korando', 'Lacetti', 'Lanos', 'Leganza', 'Matiz',
			'Musso', 'Nexia', 'Nubira', 'Racer', 'Rezzo', 'Tacuma', 'Tico',
		],
	},
	{
		slug: 'daihatsu',
		name: 'Daihatsu',
		models: [
			'Applause', 'Charade', 'Charmant', 'Copen', 'Cuore', 'Feroza', 'Gran Move', 'Hijet',
			'Materia', 'Move', 'Rocky', 'Sirion', 'Terios', 'Trevis', 'YRV',
		],
	},
	{
		slug: 'datsun',
		name: 'Datsun',
		models: [
			'100A', '240Z', '260Z', '280ZX', 'Bluebird', 'Cherry', 'Go', 'Sunny', 'Violet',
		],
	},
	{
		slug: 'de-tomaso',
		name: 'De Tomaso',
		models: [
			'Deauville', 'Guarà', 'Longchamp', 'Mangusta', 'P72', 'Pantera',
		],
	},
	{ slug: 'dkw', name: 'DKW', models: ['3=6', 'F8', 'F102', 'Junior', 'Munga'] },
	{
		slug: 'dodge',
		name: 'Dodge',
		models: [
			'Avenger', 'Caliber', 'Caravan', 'Challenger', 'Charger', 'Coronet', 'Dakota', 'Dart',
			'Durango', 'Grand Caravan', 'Hornet', 'Journey', 'Magnum', 'Neon', 'Nitro', 'RAM',
			'Stealth', 'Viper',
		],
	},
	{ slug: 'dongfeng', name: 'Dongfeng', models: ['Box', 'Glory 500', 'Glory 580', 'Huge'] },
	{ slug: 'donkervoort', name: 'Donkervoort', models: ['D8', 'D8 GTO', 'F22'] },
	{ slug: 'dr', name: 'DR', models: ['DR1', 'DR2', 'DR3', 'DR4', 'DR5', 'DR6', 'DR7', 'F35'] },
	{
		slug: 'ds',
		name: 'DS',
		models: [
			'DS 3', 'DS 3 Crossback', 'DS 4', 'DS 5', 'DS 7', 'DS 7 Crossback', 'DS 9', 'N°8',
		],
	},
	{
		slug: 'ferrari',
		name: 'Ferrari',
		models: [
			'12Cilindri', '208', '296', '308', '328', '348', '355', '360', '412', '456', '458',
			'488', '512', '550', '575', '599', '612', '812', 'California', 'Dino', 'Enzo',
			'F8 Spider', 'F8 Tributo', 'F12', 'F40', 'F50', 'F430', 'FF', 'GTC4Lusso', 'LaFerrari',
			'Mondial', 'Portofino', 'Purosangue', 'Roma', 'SF90', 'Testarossa',
		],
	},
	{
		slug: 'fiat',
		name: 'Fiat',
		models: [
			'124 Spider', '126', '500', '500C', '500e', '500L', '500X', '600', '600e', 'Barchetta',
			'Brava', 'Bravo', 'Cinquecento', 'Coupé', 'Croma', 'Doblò', 'Ducato', 'Fiorino',
			'Freemont', 'Fullback', 'Grande Panda', 'Grande Punto', 'Idea', 'Marea', 'Multipla',
			'Panda', 'Punto', 'Punto Evo', 'Qubo', 'Ritmo', 'Scudo', 'Sedici', 'Seicento', 'Stilo',
			'Talento', 'Tempra', 'Tipo', 'Ulysse', 'Uno', 'X 1/9',
		],
	},
	{ slug: 'fisker', name: 'Fisker', models: ['Karma', 'Ocean'] },
	{
		slug: 'ford',
		name: 'Ford',
		models: [
			'B-Max', 'Bronco', 'C-Max', 'Capri', 'Cougar', 'Courier', 'EcoSport', 'Edge', 'Escort',
			'Explorer', 'F-150', 'Fiesta', 'Focus', 'Fusion', 'Galaxy', 'Granada', 'Grand C-Max',
			'Ka', 'Kuga', 'Maverick', 'Mondeo', 'Mustang', 'Mustang Mach-E', 'Orion', 'Probe',
			'Puma', 'Ranger', 'S-Max', 'Scorpio', 'Sierra', 'Streetka', 'Taunus', 'Tourneo Connect',
			'Tourneo Courier', 'Tourneo Custom', 'Transit', 'Transit Connect', 'Transit Custom',
		],
	},
	{ slug: 'fso', name: 'FSO', models: ['125p', 'Lanos', 'Polonez', 'Syrena', 'Warszawa'] },
	{
		slug: 'geely',
		name: 'Geely',
		models: [
			'CK', 'Coolray', 'Emgrand', 'EX5', 'Geometry C', 'MK', 'Starray',
		],
	},
	{ slug: 'genesis', name: 'Genesis', models: ['G70', 'G80', 'G90', 'GV60', 'GV70', 'GV80'] },
	{ slug: 'ginetta', name: 'Ginetta', models: ['Akula', 'G15', 'G40', 'G55'] },
	{
		slug: 'gmc',
		name: 'GMC',
		models: [
			'Acadia', 'Canyon', 'Envoy', 'Hummer EV', 'Jimmy', 'Savana', 'Sierra', 'Sonoma',
			'Terrain', 'Typhoon', 'Vandura', 'Yukon',
		],
	},
	{
		slug: 'great-wall',
		name: 'Great Wall',
		models: [
			'Florid', 'Hover', 'Hover H5', 'Steed', 'Voleex C10', 'Wingle',
		],
	},
	{ slug: 'grecav', name: 'Grecav', models: ['EKE', 'Sonique'] },
	{ slug: 'haval', name: 'Haval', models: ['H2', 'H6', 'H9', 'Jolion'] },
	{
		slug: 'honda',
		name: 'Honda',
		models: [
			'Accord', 'Civic', 'Concerto', 'CR-V', 'CR-Z', 'CRX', 'e', 'e:Ny1', 'Element', 'FR-V',
			'HR-V', 'Insight', 'Integra', 'Jazz', 'Legend', 'Logo', 'NSX', 'Pilot', 'Prelude',
			'Ridgeline', 'S2000', 'Shuttle', 'Stream', 'ZR-V',
		],
	},
	{ slug: 'hongqi', name: 'Hongqi', models: ['E-HS9', 'EH7', 'EHS7', 'H9'] },
	{ slug: 'hummer', name: 'Hummer', models: ['H1', 'H2', 'H3'] },
	{
		slug: 'hyundai',
		name: 'Hyundai',
		models: [
			'Accent', 'Atos', 'Bayon', 'Coupé', 'Elantra', 'Galloper', 'Genesis', 'Getz',
			'Grandeur', 'H350', 'H-1', 'i10', 'i20', 'i20 N', 'i30', 'i30 N', 'i40', 'Inster',
			'Ioniq', 'Ioniq 5', 'Ioniq 5 N', 'Ioniq 6', 'Ioniq 9', 'ix20', 'ix35', 'ix55', 'Kona',
			'Lantra', 'Matrix', 'Nexo', 'Pony', 'Santa Fe', 'Sonata', 'Staria', 'Terracan',
			'Trajet', 'Tucson', 'Veloster', 'XG',
		],
	},
	{ slug: 'ineos', name: 'Ineos', models: ['Grenadier', 'Quartermaster'] },
	{
		slug: 'infiniti',
		name: 'Infiniti',
		models: [
			'EX', 'FX', 'G', 'M', 'Q30', 'Q50', 'Q60', 'Q70', 'QX30', 'QX50', 'QX56', 'QX70',
			'QX80',
		],
	},
	{ slug: 'innocenti', name: 'Innocenti', models: ['Elba', 'Koral', 'Mille', 'Mini'] },
	{
		slug: 'isuzu',
		name: 'Isuzu',
		models: [
			'Campo', 'D-Max', 'Gemini', 'Piazza', 'Rodeo', 'Trooper',
		],
	},
	{ slug: 'iveco', name: 'Iveco', models: ['Daily', 'Massif'] },
	{ slug: 'jac', name: 'JAC', models: ['e-JS1', 'e-JS4', 'J7', 'T8'] },
	{ slug: 'jaecoo', name: 'Jaecoo', models: ['5', '7'] },
	{
		slug: 'jaguar',
		name: 'Jaguar',
		models: [
			'E-Pace', 'E-Type', 'F-Pace', 'F-Type', 'I-Pace', 'Mk II', 'S-Type', 'X-Type', 'XE',
			'XF', 'XJ', 'XJS', 'XK', 'XK8', 'XKR',
		],
	},
	{ slug: 'jdm', name: 'JDM', models: ['Abaca', 'Aloes', 'Roxsy', 'Xheos'] },
	{
		slug: 'jeep',
		name: 'Jeep',
		models: [
			'Avenger', 'Cherokee', 'CJ', 'Commander', 'Compass', 'Gladiator', 'Grand Cherokee',
			'Patriot', 'Renegade', 'Wagoneer', 'Wrangler',
		],
	},
	{ slug: 'jensen', name: 'Jensen', models: ['541', 'FF', 'Interceptor', 'Jensen-Healey'] },
	{
		slug: 'kgm-ssangyong',
		name: 'KGM SsangYong',
		models: [
			'Actyon', 'Actyon Sports', 'Family', 'Korando', 'Kyron', 'Musso', 'Musso Grand',
			'Rexton', 'Rexton W', 'Rodius', 'Tivoli', 'Tivoli Grand', 'Torres', 'Torres EVX', 'XLV',
		],
	},
	{
		slug: 'kia',
		name: 'Kia',
		models: [
			'Carens', 'Carnival', 'Ceed', 'Cerato', 'Clarus', 'e-Niro', 'e-Soul', 'EV3', 'EV4',
			'EV6', 'EV9', 'K2500', 'Magentis', 'Niro', 'Opirus', 'Optima', 'Picanto', 'Pride',
			'ProCeed', 'Retona', 'Rio', 'Sedona', 'Sephia', 'Shuma', 'Sorento', 'Soul', 'Sportage',
			'Stinger', 'Stonic', 'Venga', 'XCeed',
		],
	},
	{
		slug: 'koenigsegg',
		name: 'Koenigsegg',
		models: [
			'Agera', 'CC8S', 'CCX', 'CCXR', 'Gemera', 'Jesko', 'One:1', 'Regera',
		],
	},
	{
		slug: 'lada',
		name: 'Lada',
		models: [
			'110', '111', '112', '2101', '2104', '2105', '2106', '2107', 'Granta', 'Kalina',
			'Largus', 'Niva', 'Priora', 'Samara', 'Vesta', 'XRAY',
		],
	},
	{
		slug: 'lamborghini',
		name: 'Lamborghini',
		models: [
			'Aventador', 'Countach', 'Diablo', 'Espada', 'Gallardo', 'Huracán', 'Jalpa', 'LM002',
			'Miura', 'Murciélago', 'Revuelto', 'Temerario', 'Urraco', 'Urus',
		],
	},
	{
		slug: 'lancia',
		name: 'Lancia',
		models: [
			'Appia', 'Aurelia', 'Beta', 'Dedra', 'Delta', 'Flavia', 'Fulvia', 'Gamma', 'Kappa',
			'Lybra', 'Montecarlo', 'Musa', 'Phedra', 'Prisma', 'Stratos', 'Thema', 'Thesis',
			'Voyager', 'Y', 'Y10', 'Ypsilon', 'Zeta',
		],
	},
	{
		slug: 'land-rover',
		name: 'Land Rover',
		models: [
			'Defender', 'Discovery', 'Discovery Sport', 'Freelander', 'Range Rover',
			'Range Rover Evoque', 'Range Rover Sport', 'Range Rover Velar', 'Series',
		],
	},
	{ slug: 'leapmotor', name: 'Leapmotor', models: ['B10', 'C10', 'T03'] },
	{
		slug: 'lexus',
		name: 'Lexus',
		models: [
			'CT', 'ES', 'GS', 'GX', 'IS', 'LBX', 'LC', 'LFA', 'LM', 'LS', 'LX', 'NX', 'RC', 'RX',
			'RZ', 'SC', 'UX',
		],
	},
	{
		slug: 'ligier',
		name: 'Ligier',
		models: [
			'Ambra', 'Be Up', 'Dué', 'IXO', 'JS50', 'JS50 L', 'JS60', 'Myli', 'Nova', 'Optimax',
			'X-Too',
		],
	},
	{
		slug: 'lincoln',
		name: 'Lincoln',
		models: [
			'Aviator', 'Continental', 'Corsair', 'Mark LT', 'Mark VIII', 'MKS', 'MKX', 'MKZ',
			'Nautilus', 'Navigator', 'Town Car',
		],
	},
	{
		slug: 'lotus',
		name: 'Lotus',
		models: [
			'Elan', 'Eletre', 'Elise', 'Emeya', 'Emira', 'Esprit', 'Europa', 'Evija', 'Evora',
			'Excel', 'Exige',
		],
	},
	{ slug: 'lucid', name: 'Lucid', models: ['Air', 'Gravity'] },
	{ slug: 'lynk-co', name: 'Lynk & Co', models: ['01', '02', '03', '05', '08'] },
	{
		slug: 'mahindra',
		name: 'Mahindra',
		models: [
			'Bolero', 'Goa', 'KUV100', 'Pik-Up', 'Scorpio', 'Thar', 'XUV300', 'XUV500',
		],
	},
	{
		slug: 'maserati',
		name: 'Maserati',
		models: [
			'222', '3200 GT', '4200 GT', 'Biturbo', 'Bora', 'Coupé', 'Ghibli', 'GranCabrio',
			'GranSport', 'GranTurismo', 'Grecale', 'Indy', 'Khamsin', 'Levante', 'MC12', 'MC20',
			'Merak', 'Quattroporte', 'Shamal', 'Spyder',
		],
	},
	{ slug: 'matra', name: 'Matra', models: ['530', 'Bagheera', 'Djet', 'Murena', 'Rancho'] },
	{
		slug: 'maxus',
		name: 'Maxus',
		models: [
			'Deliver 9', 'eDeliver 3', 'eDeliver 9', 'eT90', 'Euniq 5', 'Euniq 6', 'Mifa 9', 'T60',
			'T90',
		],
	},
	{ slug: 'maybach', name: 'Maybach', models: ['57', '62'] },
	{
		slug: 'mazda',
		name: 'Mazda',
		models: [
			'2', '3', '5', '6', '6e', '121', '323', '626', '929', 'BT-50', 'CX-3', 'CX-5', 'CX-7',
			'CX-9', 'CX-30', 'CX-60', 'CX-80', 'Demio', 'MX-3', 'MX-5', 'MX-6', 'MX-30', 'Premacy',
			'RX-7', 'RX-8', 'Tribute', 'Xedos 6', 'Xedos 9',
		],
	},
	{
		slug: 'mclaren',
		name: 'McLaren',
		models: [
			'540C', '570GT', '570S', '600LT', '620R', '650S', '675LT', '720S', '750S', '765LT',
			'Artura', 'Elva', 'F1', 'GT', 'GTS', 'MP4-12C', 'P1', 'Senna', 'Speedtail',
		],
	},
	{
		slug: 'mercedes-benz',
		name: 'Mercedes-Benz',
		models: [
			'190', 'A-Class', 'AMG GT', 'B-Class', 'C-Class', 'Citan', 'CL', 'CLA', 'CLC', 'CLE',
			'CLK', 'CLS', 'E-Class', 'EQA', 'EQB', 'EQC', 'EQE', 'EQS', 'EQV', 'G-Class', 'GL',
			'GLA', 'GLB', 'GLC', 'GLE', 'GLK', 'GLS', 'M-Class', 'R-Class', 'S-Class', 'SL', 'SLC',
			'SLK', 'SLS AMG', 'Sprinter', 'T-Class', 'V-Class', 'Viano', 'Vito', 'X-Class',
		],
	},
	{
		slug: 'mercury',
		name: 'Mercury',
		models: [
			'Capri', 'Cougar', 'Grand Marquis', 'Marauder', 'Mariner', 'Milan', 'Montego',
			'Mountaineer', 'Sable',
		],
	},
	{
		slug: 'mg',
		name: 'MG',
		models: [
			'Cyberster', 'EHS', 'HS', 'Marvel R', 'MG3', 'MG4', 'MG5', 'MG6', 'MGA', 'MGB', 'MGF',
			'Midget', 'RV8', 'S5', 'TF', 'ZR', 'ZS', 'ZS EV', 'ZT', 'ZT-T',
		],
	},
	{
		slug: 'microcar',
		name: 'Microcar',
		models: [
			'Due', 'F8C', 'Lyra', 'M.Cross', 'M.Go', 'MC1', 'MC2', 'Virgo',
		],
	},
	{ slug: 'microlino', name: 'Microlino', models: ['Competizione', 'Dolce', 'Lite', 'Pioneer'] },
	{
		slug: 'mini',
		name: 'Mini',
		models: [
			'Aceman', 'Cabrio', 'Clubman', 'Cooper', 'Cooper D', 'Cooper E', 'Cooper S',
			'Cooper SE', 'Countryman', 'Coupé', 'John Cooper Works', 'One', 'One D', 'Paceman',
			'Roadster',
		],
	},
	{
		slug: 'mitsubishi',
		name: 'Mitsubishi',
		models: [
			'3000 GT', 'ASX', 'Carisma', 'Colt', 'Eclipse', 'Eclipse Cross', 'Galant', 'Grandis',
			'i-MiEV', 'L200', 'L300', 'Lancer', 'Lancer Evolution', 'Outlander', 'Pajero',
			'Pajero Pinin', 'Pajero Sport', 'Sapporo', 'Sigma', 'Space Runner', 'Space Star',
			'Space Wagon', 'Starion',
		],
	},
	{
		slug: 'morgan',
		name: 'Morgan',
		models: [
			'3 Wheeler', '4/4', 'Aero 8', 'Plus 4', 'Plus 8', 'Plus Four', 'Plus Six', 'Roadster',
			'Super 3',
		],
	},
	{ slug: 'moskvich', name: 'Moskvich', models: ['408', '412', '2140', '2141'] },
	{ slug: 'nio', name: 'NIO', models: ['EL6', 'EL7', 'EL8', 'ES8', 'ET5', 'ET5 Touring', 'ET7'] },
	{
		slug: 'nissan',
		name: 'Nissan',
		models: [
			'100NX', '200SX', '300ZX', '350Z', '370Z', 'Almera', 'Almera Tino', 'Ariya', 'Bluebird',
			'Cube', 'e-NV200', 'GT-R', 'Interstar', 'Juke', 'Leaf', 'Maxima', 'Micra', 'Murano',
			'Navara', 'Note', 'NV200', 'NV300', 'Pathfinder', 'Patrol', 'Pixo', 'Prairie',
			'Primastar', 'Primera', 'Pulsar', 'Qashqai', 'Qashqai+2', 'Serena', 'Silvia', 'Skyline',
			'Sunny', 'Terrano', 'Tiida', 'Townstar', 'X-Trail', 'Z',
		],
	},
	{ slug: 'noble', name: 'Noble', models: ['M12', 'M15', 'M400', 'M600'] },
	{ slug: 'nsu', name: 'NSU', models: ['1000', 'Prinz', 'Ro 80', 'TT'] },
	{
		slug: 'oldsmobile',
		name: 'Oldsmobile',
		models: [
			'Alero', 'Aurora', 'Bravada', 'Cutlass', 'Delta 88', 'Silhouette', 'Toronado',
		],
	},
	{ slug: 'omoda', name: 'Omoda', models: ['5', '9', 'E5'] },
	{
		slug: 'opel',
		name: 'Opel',
		models: [
			'Adam', 'Agila', 'Ampera', 'Ampera-e', 'Antara', 'Ascona', 'Astra', 'Calibra',
			'Cascada', 'Combo', 'Commodore', 'Corsa', 'Crossland', 'Crossland X', 'Frontera',
			'Grandland', 'Grandland X', 'GT', 'Insignia', 'Kadett', 'Karl', 'Manta', 'Meriva',
			'Mokka', 'Mokka X', 'Monterey', 'Movano', 'Omega', 'Rekord', 'Rocks-e', 'Senator',
			'Signum', 'Sintra', 'Speedster', 'Tigra', 'Vectra', 'Vivaro', 'Zafira', 'Zafira Life',
			'Zafira Tourer',
		],
	},
	{ slug: 'ora', name: 'Ora', models: ['03', '07', 'Funky Cat'] },
	{ slug: 'pagani', name: 'Pagani', models: ['Huayra', 'Utopia', 'Zonda'] },
	{ slug: 'perodua', name: 'Perodua', models: ['Kelisa', 'Kenari', 'Myvi', 'Nippa'] },
	{
		slug: 'peugeot',
		name: 'Peugeot',
		models: [
			'106', '107', '108', '205', '206', '207', '208', '301', '306', '307', '308', '309',
			'405', '406', '407', '408', '505', '508', '605', '607', '806', '807', '1007', '2008',
			'3008', '4007', '4008', '5008', 'Bipper', 'Boxer', 'Expert', 'iOn', 'Partner', 'RCZ',
			'Rifter', 'Traveller',
		],
	},
	{ slug: 'piaggio', name: 'Piaggio', models: ['Ape', 'Porter', 'Porter NP6'] },
	{
		slug: 'plymouth',
		name: 'Plymouth',
		models: [
			'Barracuda', 'Fury', 'Neon', 'Prowler', 'Road Runner', 'Valiant', 'Voyager',
		],
	},
	{ slug: 'polaris', name: 'Polaris', models: ['General', 'Ranger', 'RZR', 'Sportsman'] },
	{ slug: 'polestar', name: 'Polestar', models: ['1', '2', '3', '4'] },
	{
		slug: 'pontiac',
		name: 'Pontiac',
		models: [
			'Aztek', 'Bonneville', 'Fiero', 'Firebird', 'Grand Am', 'Grand Prix', 'GTO', 'Solstice',
			'Trans Am', 'Trans Sport', 'Vibe',
		],
	},
	{
		slug: 'porsche',
		name: 'Porsche',
		models: [
			'356', '718 Boxster', '718 Cayman', '718 Spyder', '911', '912', '914', '918 Spyder',
			'924', '928', '944', '968', 'Boxster', 'Carrera GT', 'Cayenne', 'Cayenne Coupé',
			'Cayman', 'Macan', 'Panamera', 'Taycan',
		],
	},
	{
		slug: 'proton',
		name: 'Proton',
		models: [
			'Exora', 'Gen-2', 'Impian', 'Persona', 'Satria', 'Savvy', 'Wira',
		],
	},
	{ slug: 'ram', name: 'RAM', models: ['1500', '2500', '3500', 'ProMaster'] },
	{
		slug: 'renault',
		name: 'Renault',
		models: [
			'4 E-Tech', '5 E-Tech', 'Alaskan', 'Arkana', 'Austral', 'Avantime', 'Captur', 'Clio',
			'Espace', 'Express', 'Fluence', 'Grand Espace', 'Grand Kangoo', 'Grand Modus',
			'Grand Scénic', 'Kadjar', 'Kangoo', 'Koleos', 'Laguna', 'Latitude', 'Master', 'Mégane',
			'Modus', 'R4', 'R5', 'R19', 'R21', 'R25', 'Rafale', 'Safrane', 'Scénic', 'Symbioz',
			'Talisman', 'Trafic', 'Twingo', 'Twizy', 'Vel Satis', 'Wind', 'Zoe',
		],
	},
	{ slug: 'rimac', name: 'Rimac', models: ['Concept One', 'Nevera'] },
	{ slug: 'rivian', name: 'Rivian', models: ['R1S', 'R1T'] },
	{
		slug: 'rolls-royce',
		name: 'Rolls-Royce',
		models: [
			'Camargue', 'Corniche', 'Cullinan', 'Dawn', 'Ghost', 'Park Ward', 'Phantom',
			'Silver Cloud', 'Silver Seraph', 'Silver Shadow', 'Silver Spirit', 'Silver Spur',
			'Spectre', 'Wraith',
		],
	},
	{
		slug: 'rover',
		name: 'Rover',
		models: [
			'25', '45', '75', '100', '200', '400', '600', '800', 'Metro', 'Mini', 'SD1',
			'Streetwise',
		],
	},
	{
		slug: 'saab',
		name: 'Saab',
		models: [
			'9-3', '9-4X', '9-5', '9-7X', '90', '96', '99', '900', '9000',
		],
	},
	{ slug: 'saturn', name: 'Saturn', models: ['Aura', 'Ion', 'Outlook', 'Sky', 'Vue'] },
	{ slug: 'scion', name: 'Scion', models: ['FR-S', 'iQ', 'tC', 'xA', 'xB', 'xD'] },
	{
		slug: 'seat',
		name: 'Seat',
		models: [
			'Alhambra', 'Altea', 'Altea XL', 'Arona', 'Arosa', 'Ateca', 'Córdoba', 'Exeo', 'Fura',
			'Ibiza', 'Inca', 'Leon', 'Malaga', 'Marbella', 'Mii', 'Panda', 'Ronda', 'Tarraco',
			'Terra', 'Toledo',
		],
	},
	{ slug: 'seres', name: 'Seres', models: ['3', '5'] },
	{
		slug: 'simca',
		name: 'Simca',
		models: [
			'1000', '1100', '1200S', '1301', '1307', '1501', 'Aronde', 'Vedette',
		],
	},
	{
		slug: 'skoda',
		name: 'Škoda',
		models: [
			'105', '120', '130', '1000 MB', 'Citigo', 'Elroq', 'Enyaq', 'Enyaq Coupé', 'Fabia',
			'Favorit', 'Felicia', 'Forman', 'Kamiq', 'Karoq', 'Kodiaq', 'Octavia', 'Pick-up',
			'Praktik', 'Rapid', 'Roomster', 'Scala', 'Superb', 'Yeti',
		],
	},
	{
		slug: 'smart',
		name: 'Smart',
		models: [
			'#1', '#3', '#5', 'Crossblade', 'ForFour', 'ForTwo', 'Roadster',
		],
	},
	{ slug: 'spyker', name: 'Spyker', models: ['C8', 'C12'] },
	{
		slug: 'subaru',
		name: 'Subaru',
		models: [
			'BRZ', 'Crosstrek', 'Forester', 'Impreza', 'Justy', 'Legacy', 'Leone', 'Levorg',
			'Libero', 'Outback', 'Solterra', 'SVX', 'Trezia', 'Tribeca', 'Vivio', 'WRX STI', 'XV',
		],
	},
	{
		slug: 'suzuki',
		name: 'Suzuki',
		models: [
			'Across', 'Alto', 'Baleno', 'Cappuccino', 'Carry', 'Celerio', 'e Vitara',
			'Grand Vitara', 'Ignis', 'Jimny', 'Kizashi', 'Liana', 'S-Cross', 'Samurai', 'SJ',
			'Splash', 'Swace', 'Swift', 'SX4', 'SX4 S-Cross', 'Vitara', 'Wagon R+', 'X-90',
		],
	},
	{
		slug: 'talbot',
		name: 'Talbot',
		models: [
			'Express', 'Horizon', 'Samba', 'Solara', 'Sunbeam', 'Tagora',
		],
	},
	{
		slug: 'tata',
		name: 'Tata',
		models: [
			'Aria', 'Indica', 'Indigo', 'Nano', 'Safari', 'Sumo', 'Telcoline', 'Xenon',
		],
	},
	{ slug: 'tatra', name: 'Tatra', models: ['603', '613', '700'] },
	{
		slug: 'tesla',
		name: 'Tesla',
		models: [
			'Cybertruck', 'Model 3', 'Model S', 'Model X', 'Model Y', 'Roadster',
		],
	},
	{
		slug: 'toyota',
		name: 'Toyota',
		models: [
			'4Runner', 'Auris', 'Avensis', 'Avensis Verso', 'Aygo', 'Aygo X', 'bZ4X', 'C-HR',
			'Camry', 'Carina', 'Celica', 'Corolla', 'Corolla Cross', 'Corolla Verso', 'GR86',
			'GT86', 'Hiace', 'Highlander', 'Hilux', 'iQ', 'Land Cruiser', 'Mirai', 'MR2', 'Paseo',
			'Picnic', 'Previa', 'Prius', 'ProAce', 'ProAce City', 'RAV4', 'Starlet', 'Supra',
			'Tundra', 'Urban Cruiser', 'Verso', 'Verso-S', 'Yaris', 'Yaris Cross',
		],
	},
	{ slug: 'trabant', name: 'Trabant', models: ['1.1', '601', 'P50', 'P60'] },
	{
		slug: 'triumph',
		name: 'Triumph',
		models: [
			'Acclaim', 'Dolomite', 'GT6', 'Herald', 'Spitfire', 'Stag', 'TR3', 'TR4', 'TR5', 'TR6',
			'TR7', 'TR8', 'Vitesse',
		],
	},
	{
		slug: 'tvr',
		name: 'TVR',
		models: [
			'Cerbera', 'Chimaera', 'Griffith', 'Sagaris', 'T350', 'Tamora', 'Tuscan',
		],
	},
	{ slug: 'uaz', name: 'UAZ', models: ['452', '469', 'Hunter', 'Patriot'] },
	{ slug: 'vinfast', name: 'VinFast', models: ['VF 6', 'VF 7', 'VF 8', 'VF 9'] },
	{
		slug: 'volkswagen',
		name: 'Volkswagen',
		models: [
			'Amarok', 'Arteon', 'Beetle', 'Bora', 'Caddy', 'California', 'Caravelle', 'CC',
			'Corrado', 'Crafter', 'Eos', 'Fox', 'Golf', 'Golf Plus', 'Golf Sportsvan', 'ID.3',
			'ID.4', 'ID.5', 'ID.7', 'ID. Buzz', 'Jetta', 'Käfer', 'LT', 'Lupo', 'Multivan',
			'New Beetle', 'Passat', 'Phaeton', 'Polo', 'Scirocco', 'Sharan', 'T-Cross', 'T-Roc',
			'Taigo', 'Tayron', 'Tiguan', 'Touareg', 'Touran', 'Transporter', 'Up!',
		],
	},
	{
		slug: 'volvo',
		name: 'Volvo',
		models: [
			'240', '340', '440', '460', '480', '740', '760', '850', '940', '960', 'Amazon', 'C30',
			'C40', 'C70', 'EX30', 'EX40', 'EX90', 'P1800', 'S40', 'S60', 'S70', 'S80', 'S90', 'V40',
			'V50', 'V60', 'V70', 'V90', 'XC40', 'XC60', 'XC70', 'XC90',
		],
	},
	{ slug: 'wartburg', name: 'Wartburg', models: ['1.3', '311', '353'] },
	{
		slug: 'wiesmann',
		name: 'Wiesmann',
		models: [
			'GT MF4', 'GT MF5', 'Roadster MF3', 'Roadster MF4', 'Roadster MF5',
		],
	},
	{ slug: 'xpeng', name: 'XPeng', models: ['G3', 'G6', 'G9', 'P5', 'P7', 'X9'] },
	{
		slug: 'zastava',
		name: 'Zastava',
		models: [
			'10', '101', '128', '750', 'Florida', 'Koral', 'Skala', 'Yugo 45', 'Yugo 55',
		],
	},
	{ slug: 'zeekr', name: 'Zeekr', models: ['001', '007', '7X', 'X'] },
]
