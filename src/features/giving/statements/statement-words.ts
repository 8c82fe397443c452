/**
 * Every word of the year-end statements (the page, the PDFs, the CSV and the proof) in one
 * place, so a second language (issue 42) is one more object of this shape. Numbers, money and
 * dates are formatted with Intl in the caller's locale; only the words are here.
 */

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

export const statementWords = {
  pageTitle: 'Year-end statements',
  pageDescription:
    'A statement of each donor’s gifts for a year, a fiscal year or any range, ready to print, e-mail or merge.',

  // The period
  periodLegend: 'Period',
  periodKinds: { year: 'Year', fiscal: 'Fiscal year', range: 'Dates' },
  yearLabel: 'Year',
  fiscalLabel: 'Fiscal year starting',
  fromLabel: 'First day',
  toLabel: 'Last day',
  fiscalYearName: (from: string, to: string) => `${from} to ${to}`,
  periodProblems: {
    year: 'The year in the link is not a year; choose one.',
    fiscal: 'The fiscal year in the link is not a year; choose one.',
    range: 'The days in the link are not calendar days (YYYY-MM-DD); choose a period.',
    order: 'The first day in the link is after the last; choose a period.',
    length: 'A run covers at most two years; choose a shorter period.',
  } as Record<string, string>,

  // Who
  donorsLegend: 'Donors',
  scopeKinds: {
    each: 'Every donor, one statement each',
    households: 'Every donor, joint statements for households',
    one: 'One donor',
  },
  householdsHelp:
    'Donors the people app links in one household share a statement (the API has no joint donors).',
  donorPickerLabel: 'Donor',
  donorPickerPlaceholder: 'Type a name',

  // Funds
  fundsLegend: 'Funds that count',
  fundsHelp:
    'Tax-deductible funds appear on statements; the others never do. Saved for every staff member.',
  fundDeductible: (fund: string) => `${fund} is tax-deductible`,
  fundsSaved: 'Saved for everyone.',
  noFundCounts: 'No fund counts: mark at least one fund tax-deductible.',

  // Letterhead
  letterheadTitle: 'Letterhead and wording',
  letterheadHelp: 'Set once for every staff member. The church’s name comes from the giving app.',
  letterheadFields: {
    address: 'Church address',
    addressHelp: 'As printed under the name; one line each.',
    contact: 'Phone, e-mail or website',
    intro: 'Opening sentence',
    taxNote: 'Tax wording',
    taxNoteHelp: 'Printed under the totals of every statement.',
    closing: 'Closing',
    signatureName: 'Signed by',
    signatureTitle: 'Their role',
    paper: 'Paper size',
    fiscalStartMonth: 'Fiscal year starts in',
    logo: 'Logo',
    logoHelp: (kb: number) => `PNG or JPEG, at most ${kb} KB; printed at the top left.`,
    removeLogo: 'Remove logo',
  },
  paperSizes: { letter: 'US Letter', a4: 'A4' },
  defaultIntro:
    'Thank you for your generosity. This statement lists the gifts we received from you in the period below.',
  defaultTaxNote: 'No goods or services were provided in exchange for these contributions.',
  defaultClosing: 'With gratitude,',
  saveLetterhead: 'Save letterhead',
  letterheadSaved: 'The letterhead was saved for everyone.',
  letterheadConflict:
    'Someone else changed the letterhead while you were editing. Their version is shown; make your change again.',
  logoTooLarge: (kb: number) => `The logo must be at most ${kb} KB.`,
  logoWrongType: 'The logo must be a PNG or JPEG image.',
  logoUnreadable: 'The logo could not be read as an image.',

  // Deliverability
  deliverabilityTitle: 'Before you generate: can every statement be delivered?',
  deliverabilityAllGood: (count: number) =>
    `All ${count} donors have a postal address and an e-mail address.`,
  deliverabilitySummary: (neither: number, some: number) =>
    `${neither} cannot be reached at all; ${some} can be reached one way only.`,
  missingAddress: 'No postal address',
  missingEmail: 'No e-mail',
  missingBoth: 'No postal address or e-mail',
  addAddress: 'Add address',
  addEmail: 'Add e-mail',
  addFor: (what: string, name: string) => `${what} for ${name}`,
  checkAgain: 'Check again',
  deliverabilityColumns: { donor: 'Donor', missing: 'Missing', fix: 'Fix' },

  // Running
  generate: 'Generate statements',
  generateAgain: 'Generate again',
  cancel: 'Cancel',
  resume: 'Resume',
  cancelled: 'Stopped. What was read is kept: Resume goes on from there.',
  failed: 'The statements could not be generated.',
  steps: {
    organization: 'Reading the church’s name',
    funds: 'Reading the funds',
    donors: 'Reading the donors',
    households: 'Reading the households',
    gifts: 'Reading the gifts',
    proof: 'Reading the giving totals again for the proof',
    pdf: 'Making the PDFs',
  } as Record<string, string>,
  progressRequests: (requests: number) =>
    `${count(requests)} request${requests === 1 ? '' : 's'} to the API so far`,
  readRequests: (requests: number) =>
    `Read with ${count(requests)} request${requests === 1 ? '' : 's'} to the API.`,
  makePdfs: 'Make the PDFs',
  deliverable: 'Post and e-mail',
  pdfProgress: (done: number, total: number) =>
    `${count(done)} of ${count(total)} statements drawn`,
  reusedRun: (requests: number) =>
    `Read again for changes only: ${count(requests)} request${requests === 1 ? '' : 's'}.`,
  howRead: (how: string) => `How the gifts were read: ${how}.`,

  // Results
  resultsTitle: 'Statements',
  resultsSummary: (statements: number, gifts: number) =>
    `${count(statements)} statement${statements === 1 ? '' : 's'} of ${count(gifts)} gift${gifts === 1 ? '' : 's'}.`,
  noStatements: 'No gifts to a fund that counts in this period: there is nothing to send.',
  downloadMerged: 'Merged PDF for printing',
  downloadZip: 'ZIP of PDFs, one per donor',
  downloadCsv: 'CSV for a mail merge',
  downloadOne: (name: string) => `PDF for ${name}`,
  resultColumns: {
    name: 'Donor',
    gifts: 'Gifts',
    total: 'Total',
    delivery: 'Delivery',
    pdf: 'PDF',
  },

  // Proof
  proofTitle: 'Proof: statements against the giving totals',
  proofAgrees:
    'The statements’ totals equal the giving totals read again for the same period, fund by fund and currency by currency.',
  proofDisagrees: (count: number) =>
    `The statements and the giving totals differ: ${count} gift${count === 1 ? '' : 's'} below.`,
  proofColumns: {
    fund: 'Fund',
    currency: 'Currency',
    statements: 'On statements',
    independent: 'Giving totals',
    difference: 'Difference',
  },
  proofDifference: (gift: string, donor: string, fund: string, stated: string, read: string) =>
    `Gift ${gift} from ${donor} to ${fund}: ${stated} on statements, ${read} in the giving totals.`,
  notThere: 'none',
  proofHow:
    'The giving totals are a second read of the period’s gifts, summed gift by gift without the statements’ grouping.',

  // The PDF
  statementTitle: 'Contribution statement',
  periodLine: (from: string, to: string) => `Gifts received from ${from} to ${to}`,
  issuedLine: (day: string) => `Issued ${day}`,
  pdfColumns: { date: 'Date', fund: 'Fund', amount: 'Amount' },
  totalFor: (fund: string) => `Total, ${fund}`,
  grandTotal: 'Total of all gifts',
  /** Also called with placeholders ({page}, {pages}) that the PDF worker fills in. */
  pageOf: (page: number | string, pages: number | string) => `Page ${page} of ${pages}`,
  continued: '(continued)',
  proofPageTitle: 'Proof of totals',
  proofPageLine: (statements: number) => `${count(statements)} statements in this file.`,

  // The CSV
  csvColumns: {
    name: 'Name',
    street: 'Street',
    city: 'City',
    state: 'State',
    zip: 'ZIP',
    email: 'E-mail',
    gifts: 'Gifts',
    total: 'Total',
    totalIn: (currency: string) => `Total ${currency}`,
    from: 'Period from',
    to: 'Period to',
    file: 'PDF file',
  },

  // What could not be loaded ("Could not load the funds")
  loading: {
    funds: 'the funds',
    fundSettings: 'the funds’ settings',
    letterhead: 'the letterhead',
    logo: 'the logo',
    statements: 'the statements',
  },
  noMatch: 'Nobody by that name',
  pdfButton: 'PDF',

  // Names
  joinNames: (names: readonly string[]) =>
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1] ?? ''}`,
  unknownDonor: (id: string) => `Donor ${id}`,
  unknownFund: (id: string) => `Fund ${id}`,
  fileSubject: 'statement',
  filesSubject: 'statements',
} as const;

export type StatementWords = typeof statementWords;
