import { type FuelType } from './enums.ts'

/**
 * What the demo market sells (core/demo-market.ts): the makes of most European used-car listings,
 * and for each its common models with the engines they were sold with in Europe and the model
 * years of each engine. A car of the market is always one of these variants in one of its years,
 * so no "Simca 1301 3.0 Diesel, 2014" or "Volkswagen ID.7, 2012" is ever listed (docs/decisions/055).
 *
 * Only model years from 2000 matter (the market lists cars up to 25 years old); an engine built
 * before that starts at 2000 here. Years are European model years, rounded to the year a
 * generation or engine arrived and left; `-` with no end: still sold. A model marked `*` sells far
 * more than the rest of its make (weight 6 against 1).
 *
 * Each variant is `<fuel> <engine> <from>-<to>`: the engine as a listing's title names it.
 */
const table: Record<string, { weight: number; models: Record<string, string> }> = {
	volkswagen: {
		weight: 14,
		models: {
			'Golf*': 'gasoline 1.6 FSI 2003-2008 | gasoline 1.4 TSI 2007-2019 | gasoline 1.0 TSI 2017- | gasoline 1.5 TSI 2017- | gasoline 2.0 TSI GTI 2004- | diesel 1.9 TDI 2000-2008 | diesel 1.6 TDI 2009-2020 | diesel 2.0 TDI 2004- | plugin_hybrid 1.4 GTE 2015- | hybrid 1.5 eTSI 2020- | electric e-Golf 100 kW 2017-2020',
			'Polo*': 'gasoline 1.4 2000-2014 | gasoline 1.2 TSI 2009-2017 | gasoline 1.0 2014- | gasoline 1.0 TSI 2017- | diesel 1.4 TDI 2000-2017 | diesel 1.6 TDI 2009-2021',
			'Passat*': 'gasoline 1.4 TSI 2010-2019 | gasoline 1.5 TSI 2019- | gasoline 2.0 TSI 2008- | diesel 1.9 TDI 2000-2010 | diesel 2.0 TDI 2005- | plugin_hybrid 1.4 GTE 2015-2023 | plugin_hybrid 1.5 eHybrid 2024-',
			'Tiguan*': 'gasoline 1.4 TSI 2007-2018 | gasoline 1.5 TSI 2018- | gasoline 2.0 TSI 2007- | diesel 2.0 TDI 2007- | plugin_hybrid 1.4 eHybrid 2021-2023 | plugin_hybrid 1.5 eHybrid 2024-',
			'T-Roc*': 'gasoline 1.0 TSI 2017- | gasoline 1.5 TSI 2017- | diesel 2.0 TDI 2017-',
			'Touran*': 'gasoline 1.4 TSI 2006-2018 | gasoline 1.5 TSI 2018- | diesel 1.9 TDI 2003-2010 | diesel 1.6 TDI 2010-2020 | diesel 2.0 TDI 2003-',
			'ID.3*': 'electric 107 kW 2020- | electric 150 kW 2020- | electric 170 kW 2023-',
			'Up!*': 'gasoline 1.0 2011-2023 | electric e-up! 60 kW 2013-2019 | electric e-up! 61 kW 2020-2023',
			'ID.4': 'electric 150 kW 2020- | electric GTX 220 kW 2021-',
			'ID.7': 'electric 210 kW 2023-',
			'T-Cross': 'gasoline 1.0 TSI 2019- | gasoline 1.5 TSI 2019- | diesel 1.6 TDI 2019-2021',
			'Arteon': 'gasoline 2.0 TSI 2017-2024 | diesel 2.0 TDI 2017-2024 | plugin_hybrid 1.4 eHybrid 2020-2024',
			'Touareg': 'gasoline 3.0 TSI 2018- | diesel 3.0 TDI 2004- | plugin_hybrid 3.0 eHybrid 2020-',
			'Caddy': 'gasoline 1.2 TSI 2010-2020 | gasoline 1.5 TSI 2020- | diesel 1.6 TDI 2010-2015 | diesel 2.0 TDI 2004-',
		},
	},
	bmw: {
		weight: 7,
		models: {
			'1 Series*': 'gasoline 116i 2004- | gasoline 118i 2004- | gasoline 120i 2004- | diesel 116d 2009- | diesel 118d 2004- | diesel 120d 2004-',
			'3 Series*': 'gasoline 318i 2000- | gasoline 320i 2000- | gasoline 330i 2000- | diesel 318d 2000- | diesel 320d 2000- | diesel 330d 2000- | plugin_hybrid 330e 2016-',
			'5 Series*': 'gasoline 520i 2000- | gasoline 530i 2017- | diesel 520d 2000- | diesel 530d 2000- | plugin_hybrid 530e 2017-',
			'X1*': 'gasoline sDrive18i 2009- | gasoline xDrive20i 2009- | diesel sDrive18d 2009- | diesel xDrive20d 2009- | plugin_hybrid xDrive25e 2020-2022 | plugin_hybrid xDrive30e 2022-',
			'X3*': 'gasoline xDrive20i 2010- | gasoline xDrive30i 2017- | diesel xDrive20d 2004- | diesel xDrive30d 2004- | plugin_hybrid xDrive30e 2020-',
			'X5*': 'gasoline xDrive40i 2018- | diesel xDrive30d 2007- | plugin_hybrid xDrive45e 2019-2023 | plugin_hybrid xDrive50e 2023-',
			'2 Series Active Tourer': 'gasoline 218i 2014- | diesel 218d 2014- | plugin_hybrid 225xe 2016-',
			'i3': 'electric 125 kW 2013-2022',
			'i4': 'electric eDrive40 250 kW 2021-',
		},
	},
	'mercedes-benz': {
		weight: 7,
		models: {
			'A-Class*': 'gasoline A 170 2004-2012 | gasoline A 180 2012- | gasoline A 200 2012- | diesel A 180 d 2012- | diesel A 200 d 2018- | plugin_hybrid A 250 e 2019-',
			'C-Class*': 'gasoline C 180 2000- | gasoline C 200 2000- | diesel C 220 CDI 2000-2014 | diesel C 220 d 2014- | plugin_hybrid C 350 e 2015-2018 | plugin_hybrid C 300 e 2020-',
			'E-Class*': 'gasoline E 200 2000- | diesel E 220 CDI 2002-2016 | diesel E 220 d 2016- | plugin_hybrid E 300 e 2019-',
			'GLC*': 'gasoline GLC 300 2015- | gasoline GLC 200 2019- | diesel GLC 220 d 2015- | plugin_hybrid GLC 350 e 2016-2019 | plugin_hybrid GLC 300 e 2019-',
			'B-Class*': 'gasoline B 180 2005- | gasoline B 200 2005- | diesel B 180 d 2015- | plugin_hybrid B 250 e 2019-',
			'EQA': 'electric EQA 250 140 kW 2021-',
		},
	},
	audi: {
		weight: 6,
		models: {
			'A3*': 'gasoline 1.4 TFSI 2007-2019 | gasoline 1.0 TFSI 2016-2020 | gasoline 35 TFSI 2019- | gasoline 2.0 TFSI 2004- | diesel 1.9 TDI 2000-2009 | diesel 1.6 TDI 2009-2020 | diesel 2.0 TDI 2003- | plugin_hybrid Sportback e-tron 2014-2018 | plugin_hybrid 40 TFSI e 2020-',
			'A4*': 'gasoline 1.8 TFSI 2007-2015 | gasoline 2.0 TFSI 2004- | diesel 1.9 TDI 2000-2008 | diesel 2.0 TDI 2004- | diesel 3.0 TDI 2004-',
			'A6*': 'gasoline 2.0 TFSI 2011- | gasoline 3.0 TFSI 2008- | diesel 2.0 TDI 2004- | diesel 3.0 TDI 2004- | plugin_hybrid 55 TFSI e 2019-',
			'Q3*': 'gasoline 1.4 TFSI 2011-2018 | gasoline 35 TFSI 2018- | gasoline 2.0 TFSI 2011- | diesel 2.0 TDI 2011- | plugin_hybrid 45 TFSI e 2021-',
			'Q5*': 'gasoline 2.0 TFSI 2008- | diesel 2.0 TDI 2008- | diesel 3.0 TDI 2008- | plugin_hybrid 55 TFSI e 2019-',
			'A1': 'gasoline 1.4 TFSI 2010-2018 | gasoline 1.0 TFSI 2015- | diesel 1.6 TDI 2010-2018',
			'Q4 e-tron': 'electric 35 125 kW 2021- | electric 40 150 kW 2021-2023 | electric 45 210 kW 2023-',
		},
	},
	skoda: {
		weight: 5,
		models: {
			'Octavia*': 'gasoline 1.6 2000-2013 | gasoline 1.4 TSI 2008-2019 | gasoline 1.0 TSI 2017- | gasoline 1.5 TSI 2019- | diesel 1.9 TDI 2000-2010 | diesel 1.6 TDI 2009-2020 | diesel 2.0 TDI 2004- | plugin_hybrid 1.4 iV 2020-',
			'Fabia*': 'gasoline 1.4 2000-2010 | gasoline 1.2 2000-2014 | gasoline 1.2 TSI 2010-2017 | gasoline 1.0 MPI 2014- | gasoline 1.0 TSI 2017- | diesel 1.9 TDI 2000-2007 | diesel 1.4 TDI 2003-2017 | diesel 1.6 TDI 2010-2014',
			'Superb*': 'gasoline 1.4 TSI 2011-2019 | gasoline 1.5 TSI 2019- | gasoline 2.0 TSI 2008- | diesel 1.9 TDI 2001-2008 | diesel 2.0 TDI 2005- | plugin_hybrid 1.4 iV 2019-',
			'Kodiaq*': 'gasoline 1.4 TSI 2016-2019 | gasoline 1.5 TSI 2017- | gasoline 2.0 TSI 2016- | diesel 2.0 TDI 2016- | plugin_hybrid 1.5 iV 2024-',
			'Karoq*': 'gasoline 1.0 TSI 2017- | gasoline 1.5 TSI 2017- | diesel 1.6 TDI 2017-2020 | diesel 2.0 TDI 2017-',
			'Enyaq': 'electric 132 kW 2020- | electric 150 kW 2020- | electric 210 kW 2023-',
		},
	},
	opel: {
		weight: 5,
		models: {
			'Astra*': 'gasoline 1.6 2000-2015 | gasoline 1.4 Turbo 2010-2019 | gasoline 1.2 Turbo 2019- | diesel 1.9 CDTI 2004-2010 | diesel 1.7 CDTI 2004-2015 | diesel 1.6 CDTI 2013-2019 | diesel 1.5 Diesel 2019- | plugin_hybrid 1.6 Hybrid 2022- | electric Electric 115 kW 2023- | lpg 1.4 LPG 2009-2015',
			'Corsa*': 'gasoline 1.2 2000-2019 | gasoline 1.4 2006-2019 | gasoline 1.2 Turbo 2019- | diesel 1.3 CDTI 2006-2019 | diesel 1.5 Diesel 2019-2022 | electric Electric 100 kW 2020- | lpg 1.4 LPG 2014-2019',
			'Insignia*': 'gasoline 1.4 Turbo 2010-2017 | gasoline 1.5 Turbo 2017-2022 | gasoline 2.0 Turbo 2008-2022 | diesel 2.0 CDTI 2008-2022 | diesel 1.6 CDTI 2015-2020',
			'Mokka*': 'gasoline 1.4 Turbo 2012-2019 | gasoline 1.2 Turbo 2020- | diesel 1.6 CDTI 2014-2019 | diesel 1.5 Diesel 2020-2022 | electric Electric 100 kW 2021- | lpg 1.4 LPG 2014-2019',
		},
	},
	ford: {
		weight: 5,
		models: {
			'Focus*': 'gasoline 1.6 2000-2018 | gasoline 1.0 EcoBoost 2012-2025 | gasoline 1.5 EcoBoost 2014-2025 | diesel 1.6 TDCi 2004-2018 | diesel 2.0 TDCi 2004-2018 | diesel 1.5 EcoBlue 2018-2025 | hybrid 1.0 EcoBoost Hybrid 2020-2025',
			'Fiesta*': 'gasoline 1.25 2000-2017 | gasoline 1.0 EcoBoost 2012-2023 | gasoline 1.1 2017-2023 | diesel 1.4 TDCi 2002-2013 | diesel 1.5 TDCi 2012-2019',
			'Kuga*': 'gasoline 1.5 EcoBoost 2014- | diesel 2.0 TDCi 2008-2020 | diesel 1.5 EcoBlue 2019- | hybrid 2.5 FHEV 2020- | plugin_hybrid 2.5 PHEV 2020-',
			'Mondeo*': 'gasoline 2.0 2000-2014 | gasoline 1.5 EcoBoost 2014-2022 | diesel 2.0 TDCi 2000-2022 | hybrid 2.0 Hybrid 2015-2022',
			'Puma*': 'gasoline 1.0 EcoBoost 2019- | hybrid 1.0 EcoBoost Hybrid 2020- | electric Gen-E 123 kW 2025-',
		},
	},
	renault: {
		weight: 5,
		models: {
			'Clio*': 'gasoline 1.2 2000-2019 | gasoline 0.9 TCe 2012-2019 | gasoline 1.0 TCe 2019- | diesel 1.5 dCi 2000-2023 | hybrid E-Tech 140 2020- | lpg 1.0 TCe LPG 2019-',
			'Mégane*': 'gasoline 1.6 2000-2016 | gasoline 1.2 TCe 2012-2020 | gasoline 1.3 TCe 2018- | diesel 1.9 dCi 2002-2009 | diesel 1.5 dCi 2002- | plugin_hybrid E-Tech 160 2020-2024',
			'Captur*': 'gasoline 0.9 TCe 2013-2019 | gasoline 1.0 TCe 2019- | gasoline 1.3 TCe 2019- | diesel 1.5 dCi 2013-2023 | hybrid E-Tech 145 2021- | plugin_hybrid E-Tech 160 2020-2024 | lpg 1.0 TCe LPG 2020-',
			'Scénic*': 'gasoline 1.6 2000-2016 | gasoline 1.3 TCe 2018-2022 | diesel 1.5 dCi 2003-2022 | electric E-Tech 160 kW 2024-',
			'Zoe*': 'electric 65 kW 2013-2019 | electric 80 kW 2019-2024 | electric 100 kW 2020-2024',
		},
	},
	peugeot: {
		weight: 5,
		models: {
			'208*': 'gasoline 1.2 PureTech 2014- | diesel 1.6 BlueHDi 2014-2019 | diesel 1.5 BlueHDi 2019- | electric e-208 100 kW 2020-',
			'308*': 'gasoline 1.6 VTi 2007-2013 | gasoline 1.2 PureTech 2014- | diesel 1.6 HDi 2007-2014 | diesel 1.6 BlueHDi 2014-2018 | diesel 1.5 BlueHDi 2018- | diesel 2.0 BlueHDi 2014- | plugin_hybrid Hybrid 180 2021- | electric e-308 115 kW 2023-',
			'2008*': 'gasoline 1.2 PureTech 2013- | diesel 1.6 BlueHDi 2014-2019 | diesel 1.5 BlueHDi 2019- | electric e-2008 100 kW 2020-',
			'3008*': 'gasoline 1.6 THP 2009-2016 | gasoline 1.2 PureTech 2016- | diesel 1.6 HDi 2009-2016 | diesel 2.0 BlueHDi 2014- | diesel 1.5 BlueHDi 2018- | plugin_hybrid Hybrid4 300 2020-2023 | electric e-3008 157 kW 2024-',
		},
	},
	toyota: {
		weight: 4,
		models: {
			'Yaris*': 'gasoline 1.0 2000-2020 | gasoline 1.3 2000-2019 | gasoline 1.5 2020- | diesel 1.4 D-4D 2002-2015 | hybrid 1.5 Hybrid 2012-',
			'Corolla*': 'gasoline 1.6 2000-2007 | diesel 2.0 D-4D 2002-2007 | hybrid 1.8 Hybrid 2019- | hybrid 2.0 Hybrid 2019-',
			'RAV4*': 'gasoline 2.0 2000-2018 | diesel 2.0 D-4D 2000-2016 | diesel 2.2 D-4D 2006-2018 | hybrid 2.5 Hybrid 2016- | plugin_hybrid 2.5 Plug-in Hybrid 2020-',
			'C-HR*': 'gasoline 1.2 T 2016-2023 | hybrid 1.8 Hybrid 2016- | hybrid 2.0 Hybrid 2019- | plugin_hybrid 2.0 Plug-in Hybrid 2024-',
			'Aygo*': 'gasoline 1.0 2005-2022',
			'Auris': 'gasoline 1.33 2009-2018 | gasoline 1.2 T 2015-2018 | diesel 1.4 D-4D 2007-2018 | hybrid 1.8 Hybrid 2010-2018',
		},
	},
	fiat: {
		weight: 3,
		models: {
			'500*': 'gasoline 1.2 2007- | gasoline 1.4 2007-2015 | gasoline 0.9 TwinAir 2010- | diesel 1.3 MultiJet 2007-2015 | hybrid 1.0 Hybrid 2020- | lpg 1.2 GPL 2009-2019',
			'Panda*': 'gasoline 1.1 2003-2012 | gasoline 1.2 2003- | gasoline 0.9 TwinAir 2012-2019 | diesel 1.3 MultiJet 2004-2019 | hybrid 1.0 Hybrid 2020- | lpg 1.2 GPL 2006-2019',
			'Tipo*': 'gasoline 1.4 2015-2020 | gasoline 1.0 T3 2020- | diesel 1.3 MultiJet 2016-2020 | diesel 1.6 MultiJet 2015- | hybrid 1.5 Hybrid 2022- | lpg 1.4 GPL 2016-2020',
			'Punto*': 'gasoline 1.2 2000-2018 | gasoline 1.4 2005-2018 | diesel 1.3 MultiJet 2003-2018 | lpg 1.4 GPL 2010-2018',
			'500e': 'electric 70 kW 2020- | electric 87 kW 2020-',
		},
	},
	hyundai: {
		weight: 3,
		models: {
			'i30*': 'gasoline 1.4 2007-2020 | gasoline 1.0 T-GDi 2016- | gasoline 1.5 T-GDi 2020- | diesel 1.6 CRDi 2007-2023 | hybrid 1.0 T-GDi 48V 2020-',
			'Tucson*': 'gasoline 2.0 2004-2010 | gasoline 1.6 GDi 2015-2020 | gasoline 1.6 T-GDi 2015- | diesel 2.0 CRDi 2004-2010 | diesel 1.7 CRDi 2015-2018 | diesel 1.6 CRDi 2018-2023 | hybrid 1.6 T-GDi Hybrid 2021- | plugin_hybrid 1.6 T-GDi Plug-in Hybrid 2021-',
			'i20*': 'gasoline 1.2 2008-2020 | gasoline 1.0 T-GDi 2016- | diesel 1.4 CRDi 2008-2018',
			'Kona*': 'gasoline 1.0 T-GDi 2017- | gasoline 1.6 T-GDi 2017- | diesel 1.6 CRDi 2018-2021 | hybrid 1.6 GDi Hybrid 2019- | electric 150 kW 2018-',
			'Ioniq 5': 'electric 125 kW 2021- | electric 168 kW 2021- | electric 239 kW 2021-',
		},
	},
	kia: {
		weight: 3,
		models: {
			'Ceed*': 'gasoline 1.4 2006-2018 | gasoline 1.0 T-GDi 2015- | gasoline 1.5 T-GDi 2021- | diesel 1.6 CRDi 2006-2021 | plugin_hybrid 1.6 GDi Plug-in Hybrid 2020-2022',
			'Sportage*': 'gasoline 2.0 2004-2015 | gasoline 1.6 GDi 2010-2021 | gasoline 1.6 T-GDi 2016- | diesel 2.0 CRDi 2004-2021 | diesel 1.7 CRDi 2010-2018 | diesel 1.6 CRDi 2018-2024 | hybrid 1.6 T-GDi Hybrid 2021- | plugin_hybrid 1.6 T-GDi Plug-in Hybrid 2022-',
			'Niro*': 'hybrid 1.6 GDi Hybrid 2016- | plugin_hybrid 1.6 GDi Plug-in Hybrid 2017- | electric 150 kW 2022-',
			'Picanto*': 'gasoline 1.0 2004- | gasoline 1.2 2011-',
			'EV6': 'electric 168 kW 2021- | electric 239 kW 2021-',
		},
	},
	citroen: {
		weight: 3,
		models: {
			'C3*': 'gasoline 1.1 2002-2010 | gasoline 1.4 2002-2010 | gasoline 1.2 PureTech 2014- | diesel 1.4 HDi 2002-2010 | diesel 1.6 BlueHDi 2015-2019 | diesel 1.5 BlueHDi 2019- | electric ë-C3 83 kW 2024-',
			'C4*': 'gasoline 1.6 2004-2010 | gasoline 1.2 PureTech 2014- | diesel 1.6 HDi 2004-2015 | diesel 1.5 BlueHDi 2018- | electric ë-C4 100 kW 2020-',
			'Berlingo*': 'gasoline 1.6 2000-2018 | gasoline 1.2 PureTech 2018- | diesel 1.6 HDi 2005-2018 | diesel 1.5 BlueHDi 2018- | electric ë-Berlingo 100 kW 2021-',
			'C5 Aircross*': 'gasoline 1.6 PureTech 2018- | gasoline 1.2 PureTech 2019- | diesel 1.5 BlueHDi 2018- | diesel 2.0 BlueHDi 2018- | plugin_hybrid Hybrid 225 2020-',
		},
	},
	seat: {
		weight: 3,
		models: {
			'Leon*': 'gasoline 1.6 2000-2012 | gasoline 1.4 TSI 2007-2020 | gasoline 1.0 TSI 2017- | gasoline 1.5 TSI 2018- | diesel 1.9 TDI 2000-2010 | diesel 1.6 TDI 2009-2020 | diesel 2.0 TDI 2005- | plugin_hybrid 1.4 e-Hybrid 2020-',
			'Ibiza*': 'gasoline 1.4 2000-2012 | gasoline 1.2 2002-2017 | gasoline 1.0 TSI 2017- | diesel 1.9 TDI 2000-2009 | diesel 1.6 TDI 2009-2021',
			'Ateca*': 'gasoline 1.4 TSI 2016-2018 | gasoline 1.0 TSI 2016- | gasoline 1.5 TSI 2018- | diesel 1.6 TDI 2016-2020 | diesel 2.0 TDI 2016-',
			'Arona*': 'gasoline 1.0 TSI 2017- | gasoline 1.5 TSI 2017- | diesel 1.6 TDI 2017-2021',
		},
	},
	dacia: {
		weight: 3,
		models: {
			'Sandero*': 'gasoline 1.2 2008-2016 | gasoline 0.9 TCe 2012-2020 | gasoline 1.0 SCe 2016- | gasoline 1.0 TCe 2020- | diesel 1.5 dCi 2008-2020 | lpg 1.0 ECO-G 2020-',
			'Duster*': 'gasoline 1.6 2010-2018 | gasoline 1.2 TCe 2013-2018 | gasoline 1.3 TCe 2018- | gasoline 1.0 TCe 2019- | diesel 1.5 dCi 2010- | lpg 1.0 ECO-G 2020- | hybrid 1.6 Hybrid 2024-',
			'Logan*': 'gasoline 1.4 2004-2012 | gasoline 1.6 2004-2012 | gasoline 0.9 TCe 2013-2020 | gasoline 1.0 SCe 2016- | gasoline 1.0 TCe 2020- | diesel 1.5 dCi 2005-2020 | lpg 1.0 ECO-G 2020-',
			'Spring*': 'electric 33 kW 2021-2024 | electric 48 kW 2021- | electric 65 kW 2023-',
			'Jogger': 'gasoline 1.0 TCe 2022- | lpg 1.0 ECO-G 2022- | hybrid 1.6 Hybrid 2023-',
		},
	},
	volvo: {
		weight: 2,
		models: {
			'XC60*': 'gasoline T5 2008-2019 | diesel D5 2008-2020 | diesel D4 2013-2021 | hybrid B5 2020- | plugin_hybrid T8 Recharge 2017- | plugin_hybrid T6 Recharge 2020-',
			'V60*': 'gasoline T5 2010-2020 | diesel D3 2010-2018 | diesel D4 2013-2021 | hybrid B4 2020- | plugin_hybrid T6 Recharge 2020-',
			'XC40*': 'gasoline T3 2018-2020 | diesel D3 2018-2020 | diesel D4 2017-2020 | hybrid B4 2020- | plugin_hybrid T5 Recharge 2020- | electric Recharge 175 kW 2022-2024',
			'V40*': 'gasoline 1.8 2000-2004 | diesel 1.9 D 2000-2004 | gasoline T3 2012-2019 | diesel D2 2012-2019 | diesel D3 2012-2019',
			'XC90': 'diesel D5 2002-2021 | hybrid B5 2020- | plugin_hybrid T8 Recharge 2015-',
		},
	},
	nissan: {
		weight: 2,
		models: {
			'Qashqai*': 'gasoline 1.6 2007-2014 | gasoline 1.2 DIG-T 2013-2018 | gasoline 1.3 DIG-T 2018- | diesel 1.5 dCi 2007-2021 | diesel 1.6 dCi 2011-2018 | hybrid 1.5 e-Power 2022-',
			'Micra*': 'gasoline 1.2 2003-2017 | gasoline 1.0 2017-2023 | gasoline 0.9 IG-T 2017-2023 | diesel 1.5 dCi 2003-2020',
			'Juke*': 'gasoline 1.6 2010-2019 | gasoline 1.2 DIG-T 2014-2019 | gasoline 1.0 DIG-T 2019- | diesel 1.5 dCi 2010-2019 | hybrid 1.6 Hybrid 2022-',
			'Leaf*': 'electric 80 kW 2011-2017 | electric 110 kW 2018- | electric e+ 160 kW 2019-',
		},
	},
	mazda: {
		weight: 2,
		models: {
			'3*': 'gasoline 1.6 2003-2013 | gasoline 2.0 2003-2013 | gasoline 2.0 Skyactiv-G 2013- | diesel 1.6 MZ-CD 2004-2013 | diesel 2.2 Skyactiv-D 2013-2019 | diesel 1.8 Skyactiv-D 2019-2021',
			'CX-5*': 'gasoline 2.0 Skyactiv-G 2012- | gasoline 2.5 Skyactiv-G 2017- | diesel 2.2 Skyactiv-D 2012-',
			'2*': 'gasoline 1.3 2003-2014 | gasoline 1.5 Skyactiv-G 2014- | diesel 1.4 MZ-CD 2003-2010 | diesel 1.5 Skyactiv-D 2014-2019 | hybrid 1.5 Hybrid 2022-',
			'6*': 'gasoline 2.0 2002-2023 | diesel 2.0 MZR-CD 2002-2012 | diesel 2.2 Skyactiv-D 2012-2023',
			'MX-5': 'gasoline 1.8 2000-2015 | gasoline 1.5 Skyactiv-G 2015- | gasoline 2.0 Skyactiv-G 2015-',
		},
	},
	tesla: {
		weight: 1.5,
		models: {
			'Model 3*': 'electric Standard Range 2019- | electric Long Range 2019- | electric Performance 2019-',
			'Model Y*': 'electric Standard Range 2021- | electric Long Range 2021- | electric Performance 2021-',
			'Model S': 'electric 85 2013-2016 | electric Long Range 2017-2025 | electric Plaid 2021-2025',
		},
	},
	mini: {
		weight: 1.5,
		models: {
			'Cooper': 'gasoline 1.6 2001-2014 | gasoline 1.5 2014-',
			'Cooper S': 'gasoline 1.6 2002-2014 | gasoline 2.0 2014-',
			'One': 'gasoline 1.4 2001-2006 | gasoline 1.6 2006-2014 | gasoline 1.5 2014-2024',
			'Cooper SE': 'electric 135 kW 2020-2024',
			'Countryman': 'gasoline 1.6 2010-2016 | gasoline 1.5 2017- | diesel 2.0 D 2010-2023 | plugin_hybrid Cooper SE ALL4 2017-2023 | electric SE ALL4 230 kW 2024-',
		},
	},
	cupra: {
		weight: 1,
		models: {
			'Formentor': 'gasoline 1.5 TSI 2020- | gasoline 2.0 TSI 2020- | plugin_hybrid 1.4 e-Hybrid 2020-2024 | plugin_hybrid 1.5 e-Hybrid 2024-',
			'Born': 'electric 150 kW 2021- | electric 170 kW 2022-',
			'Leon': 'gasoline 1.5 TSI 2020- | gasoline 2.0 TSI 2020- | plugin_hybrid 1.4 e-Hybrid 2020-2024',
		},
	},
	porsche: {
		weight: 1,
		models: {
			'911': 'gasoline Carrera 2000- | gasoline Carrera S 2000- | gasoline Turbo 2000-',
			'Cayenne': 'gasoline 3.0 2017- | gasoline 4.8 S 2007-2010 | diesel 3.0 Diesel 2009-2018 | plugin_hybrid E-Hybrid 2014-',
			'Macan': 'gasoline 2.0 2016- | gasoline 3.0 S 2014- | diesel 3.0 S Diesel 2014-2018 | electric 4 300 kW 2024-',
			'Taycan': 'electric 4S 320 kW 2019- | electric 300 kW 2020-',
		},
	},
	honda: {
		weight: 1,
		models: {
			'Civic': 'gasoline 1.4 2001-2015 | gasoline 1.8 2006-2015 | gasoline 1.0 VTEC Turbo 2017-2021 | diesel 2.2 i-CTDi 2006-2011 | diesel 1.6 i-DTEC 2013-2021 | hybrid 2.0 e:HEV 2022-',
			'Jazz': 'gasoline 1.4 2002-2008 | gasoline 1.2 2002-2015 | gasoline 1.3 2008-2020 | hybrid 1.5 e:HEV 2020-',
			'CR-V': 'gasoline 2.0 2000-2018 | diesel 2.2 i-CTDi 2005-2012 | diesel 1.6 i-DTEC 2013-2018 | hybrid 2.0 e:HEV 2019- | plugin_hybrid 2.0 e:PHEV 2023-',
		},
	},
	suzuki: {
		weight: 1,
		models: {
			'Swift': 'gasoline 1.3 2000-2010 | gasoline 1.2 2010-2017 | gasoline 1.2 Dualjet 2017- | diesel 1.3 DDiS 2005-2016 | hybrid 1.2 Hybrid 2020-',
			'Vitara': 'gasoline 1.6 2015-2018 | gasoline 1.0 BoosterJet 2018-2020 | gasoline 1.4 BoosterJet 2015- | diesel 1.6 DDiS 2015-2018 | hybrid 1.4 Hybrid 2020-',
			'Ignis': 'gasoline 1.2 2016-2020 | hybrid 1.2 Hybrid 2020-',
		},
	},
	mitsubishi: {
		weight: 1,
		models: {
			'Outlander': 'gasoline 2.0 2003-2021 | diesel 2.2 DI-D 2007-2019 | plugin_hybrid 2.0 PHEV 2013-2018 | plugin_hybrid 2.4 PHEV 2019-',
			'Space Star': 'gasoline 1.0 2013- | gasoline 1.2 2013-',
			'ASX': 'gasoline 1.6 2010-2023 | diesel 1.8 DI-D 2010-2016 | diesel 2.2 DI-D 2015-2019 | hybrid 1.6 HEV 2023-',
		},
	},
	'land-rover': {
		weight: 1,
		models: {
			'Range Rover Evoque': 'gasoline 2.0 Si4 2011- | diesel 2.0 TD4 2011-2019 | diesel 2.0 D150 2019- | plugin_hybrid P300e 2020-',
			'Discovery Sport': 'gasoline 2.0 Si4 2015- | diesel 2.0 TD4 2014-2019 | diesel 2.0 D180 2019- | plugin_hybrid P300e 2020-',
			'Range Rover Sport': 'gasoline 5.0 V8 2009-2021 | diesel 3.0 TDV6 2005-2017 | diesel 3.0 SDV6 2013-2020 | diesel 3.0 D300 2020- | plugin_hybrid P400e 2018-',
			'Defender': 'diesel 2.4 TD4 2007-2011 | diesel 2.2 TD4 2012-2016 | diesel D250 2020- | gasoline P300 2020- | plugin_hybrid P400e 2020-',
		},
	},
	jeep: {
		weight: 1,
		models: {
			'Renegade': 'gasoline 1.4 MultiAir 2014-2018 | gasoline 1.0 T3 2018- | gasoline 1.3 T4 2018- | diesel 1.6 MultiJet 2014-2022 | diesel 2.0 MultiJet 2014-2021 | plugin_hybrid 1.3 4xe 2020- | hybrid 1.5 e-Hybrid 2022-',
			'Compass': 'gasoline 1.4 MultiAir 2017-2020 | gasoline 1.3 T4 2020- | diesel 1.6 MultiJet 2017- | diesel 2.0 MultiJet 2017- | plugin_hybrid 1.3 4xe 2020-',
			'Wrangler': 'gasoline 3.6 V6 2012-2018 | gasoline 2.0 Turbo 2018- | diesel 2.8 CRD 2007-2018 | diesel 2.2 CRD 2018-2020 | plugin_hybrid 2.0 4xe 2021-',
			'Avenger': 'gasoline 1.2 2023- | hybrid 1.2 e-Hybrid 2024- | electric 115 kW 2023-',
		},
	},
	'alfa-romeo': {
		weight: 1,
		models: {
			'Giulietta': 'gasoline 1.4 TB 2010-2020 | gasoline 1.75 TBi 2010-2018 | diesel 1.6 JTDm 2010-2020 | diesel 2.0 JTDm 2010-2020',
			'Giulia': 'gasoline 2.0 Turbo 2016- | gasoline 2.9 V6 Quadrifoglio 2016- | diesel 2.2 Diesel 2016-',
			'Stelvio': 'gasoline 2.0 Turbo 2017- | gasoline 2.9 V6 Quadrifoglio 2017- | diesel 2.2 Diesel 2017-',
			'Tonale': 'hybrid 1.5 Hybrid 2022- | plugin_hybrid 1.3 Plug-in Hybrid Q4 2022- | diesel 1.6 Diesel 2022-',
			'MiTo': 'gasoline 1.4 2008-2018 | gasoline 0.9 TwinAir 2011-2018 | diesel 1.3 JTDm 2008-2018 | diesel 1.6 JTDm 2008-2016',
		},
	},
	smart: {
		weight: 0.5,
		models: {
			'ForTwo': 'gasoline 0.7 2000-2007 | gasoline 1.0 2007-2019 | gasoline 0.9 Turbo 2014-2019 | diesel 0.8 cdi 2000-2014 | electric electric drive 55 kW 2012-2016 | electric EQ 60 kW 2017-2024',
			'ForFour': 'gasoline 1.1 2004-2006 | gasoline 1.3 2004-2006 | diesel 1.5 cdi 2004-2006 | gasoline 1.0 2014-2019 | electric EQ 60 kW 2018-2021',
			'#1': 'electric 200 kW 2022-',
		},
	},
	lexus: {
		weight: 0.5,
		models: {
			'UX': 'hybrid UX 250h 2018- | electric UX 300e 150 kW 2020-',
			'NX': 'hybrid NX 300h 2014-2021 | hybrid NX 350h 2021- | plugin_hybrid NX 450h+ 2021-',
			'RX': 'gasoline RX 300 2000-2008 | hybrid RX 400h 2005-2009 | hybrid RX 450h 2009-',
			'IS': 'gasoline IS 250 2005-2013 | diesel IS 220d 2005-2012 | hybrid IS 300h 2013-',
			'CT': 'hybrid CT 200h 2011-2022',
		},
	},
	jaguar: {
		weight: 0.5,
		models: {
			'XE': 'gasoline 2.0 2015-2024 | diesel 2.0d 2015-2024',
			'XF': 'diesel 3.0d 2008-2020 | diesel 2.2d 2011-2015 | diesel 2.0d 2015-2024 | gasoline 2.0 2017-2024',
			'F-Pace': 'gasoline 2.0 2016- | diesel 2.0d 2016- | diesel 3.0d 2016-2020 | plugin_hybrid P400e 2021-',
			'E-Pace': 'gasoline 2.0 2017- | diesel 2.0d 2017- | plugin_hybrid P300e 2021-',
			'I-Pace': 'electric EV400 294 kW 2018-2024',
		},
	},
	mg: {
		weight: 0.5,
		models: {
			'ZS': 'gasoline 1.5 2017- | gasoline 1.0 T-GDI 2019- | hybrid 1.5 Hybrid+ 2024-',
			'ZS EV': 'electric 105 kW 2019- | electric 115 kW 2021-',
			'MG4': 'electric 125 kW 2022- | electric 150 kW 2022-',
			'HS': 'gasoline 1.5 T-GDI 2019- | plugin_hybrid 1.5 T-GDI Plug-in Hybrid 2021-',
			'MG3': 'gasoline 1.5 2013-2024 | hybrid 1.5 Hybrid+ 2024-',
		},
	},
	byd: {
		weight: 0.5,
		models: {
			'Atto 3': 'electric 150 kW 2022-',
			'Dolphin': 'electric 70 kW 2023- | electric 150 kW 2023-',
			'Seal': 'electric 230 kW 2023- | electric 390 kW 2023-',
			'Seal U': 'electric 160 kW 2023- | plugin_hybrid DM-i 2024-',
		},
	},
	polestar: {
		weight: 0.3,
		models: {
			'2': 'electric 165 kW 2020-2023 | electric 200 kW 2023- | electric 300 kW 2020-',
			'3': 'electric 360 kW 2024-',
			'4': 'electric 200 kW 2024-',
		},
	},
	ds: {
		weight: 0.3,
		models: {
			'DS 3 Crossback': 'gasoline 1.2 PureTech 2019-2023 | diesel 1.5 BlueHDi 2019-2023 | electric E-Tense 100 kW 2019-2023',
			'DS 7 Crossback': 'gasoline 1.6 PureTech 2018-2022 | diesel 2.0 BlueHDi 2018-2022 | diesel 1.5 BlueHDi 2018-2022 | plugin_hybrid E-Tense 225 2019-2022',
			'DS 7': 'gasoline 1.6 PureTech 2022- | diesel 1.5 BlueHDi 2022- | plugin_hybrid E-Tense 225 2022-',
			'DS 4': 'gasoline 1.2 PureTech 2021- | gasoline 1.6 PureTech 2021- | diesel 1.5 BlueHDi 2021- | plugin_hybrid E-Tense 225 2021-',
		},
	},
}

export type DemoFuel = Exclude<FuelType, 'any'>

/** One engine of a model, as sold in the model years `from` to `to` (null: still sold). */
export type StockVariant = { fuel: DemoFuel; engine: string; from: number; to: number | null }
export type StockModel = { name: string; popular: boolean; variants: StockVariant[] }
export type StockMake = { slug: string; weight: number; models: StockModel[] }

const fuels = new Set<string>(['gasoline', 'diesel', 'electric', 'hybrid', 'plugin_hybrid', 'lpg'])

function variant(text: string, where: string): StockVariant {
	const words = text.trim().split(/\s+/)
	const fuel = words[0]!
	const years = /^(\d{4})-(\d{4})?$/.exec(words[words.length - 1] ?? '')
	if (!fuels.has(fuel) || !years || words.length < 3) throw new Error(`demo market stock: "${text}" of ${where} is not "<fuel> <engine> <from>-<to>"`)
	return { fuel: fuel as DemoFuel, engine: words.slice(1, -1).join(' '), from: Number(years[1]), to: years[2] ? Number(years[2]) : null }
}

/** The table above, read once: a typo in it fails at load, not as an odd car later. */
export const demoStock: StockMake[] = Object.entries(table).map(([slug, make]) => ({
	slug,
	weight: make.weight,
	models: Object.entries(make.models).map(([key, variants]) => {
		const name = key.replace(/\*$/, '')
		return { name, popular: key.endsWith('*'), variants: variants.split('|').map((text) => variant(text, `${slug} ${name}`)) }
	}),
}))
