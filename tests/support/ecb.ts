/** The shape of the ECB's eurofxref-daily.xml, trimmed to a few currencies. */
export function ecbXml(date: string, rates: Record<string, string>): string {
	const cubes = Object.entries(rates)
		.map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='${date}'>
${cubes}
		</Cube>
	</Cube>
</gesmes:Envelope>`
}
