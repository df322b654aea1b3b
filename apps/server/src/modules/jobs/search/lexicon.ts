/**
 * What students type, and what it means in this catalogue: the one curated list of the search
 * (docs/search.md#the-lexicon). Reviewed by hand; add to it when the relevance set
 * (bench/relevance/) shows a miss, never to fit one query.
 *
 * Keys are written as a student types them; searchText() makes them the words the search compares
 * (so "full-stack", "ui/ux" and "node.js" are keys as they are). A phrase of up to four words is
 * matched before its single words, the longest first.
 *
 * Meanings:
 * - `ignore`: words that carry no meaning in a job search ("job", "for", "ke", "liye").
 * - `words`: the same thing in other words; each alternative is a phrase with a factor (1 = the
 *   same thing, below 1 = close), matched in the job's text like the words typed; `weight` fixes
 *   the word's weight where its rarity would overstate it (level words).
 * - `place`: a city or region, matched against the job's location only (never its description).
 * - `workMode`, `type`, `fresher`, `paid`, `unpaid`, `stipend`, `urgent`: a property of the job, not
 *   its text ("paid": any pay; "stipend": a monthly stipend, as internships pay).
 * - `job`: "job", "naukri": never narrows the list, but puts jobs before internships (in India a
 *   "job" is what a student takes after the internships).
 * - `student`: "for students", "college": never narrows the list, but puts internships and
 *   part-time work first, then what is open to freshers.
 * - `highPay`: "highest paying", "good stipend": never narrows the list, but puts better pay first.
 */
import type { JobType, WorkMode } from '@pathway/contracts';

export interface Alternative {
  /** A phrase, as typed (searchText is applied when the lexicon is read). */
  phrase: string;
  factor: number;
}

/** What a lexicon word says about the job itself rather than its text (search.repository.ts matches each). */
export type PropertyMeaning =
  | { kind: 'place'; cities: string[] }
  | { kind: 'workMode'; mode: WorkMode }
  | { kind: 'type'; type: JobType; related?: JobType[] }
  | { kind: 'fresher' }
  | { kind: 'paid' }
  | { kind: 'unpaid' }
  | { kind: 'urgent' }
  | { kind: 'stipend' }
  | { kind: 'job' }
  | { kind: 'student' }
  | { kind: 'highPay' };

export type Meaning = { kind: 'ignore' } | { kind: 'words'; alternatives: Alternative[]; weight?: number } | PropertyMeaning;

const ignore: Meaning = { kind: 'ignore' };
/** The phrases that mean the same, each `phrase` or `[phrase, factor]`. */
const words = (...alternatives: (string | [string, number])[]): Meaning => ({
  kind: 'words',
  alternatives: alternatives.map((a) => (typeof a === 'string' ? { phrase: a, factor: 1 } : { phrase: a[0], factor: a[1] })),
});
/**
 * A seniority or level word ("executive", "associate", "senior"): it says how senior, not what the
 * job is, so it weighs little however rare it is ("sales executive" is a sales job first).
 */
const level = (word: string): Meaning => ({ kind: 'words', alternatives: [{ phrase: word, factor: 1 }], weight: 0.6 });
const place = (...cities: string[]): Meaning => ({ kind: 'place', cities });
const mode = (m: WorkMode): Meaning => ({ kind: 'workMode', mode: m });
/** A job type; `related` types match too, at a lower score ("part time" also finds freelance work). */
const type = (t: JobType, ...related: JobType[]): Meaning => (related.length > 0 ? { kind: 'type', type: t, related } : { kind: 'type', type: t });

/** Many keys, one meaning. */
function all(keys: string[], meaning: Meaning): [string, Meaning][] {
  return keys.map((k) => [k, meaning]);
}

// ---------------------------------------------------------------------------------------------
// Words that say nothing about which job: English, Hinglish and Hindi. (English stop words such
// as "the" are dropped by the text search anyway; they are listed so the answer can say so.)
// ---------------------------------------------------------------------------------------------
const IGNORED = [
  'vacancy', 'vacancies', 'opening', 'openings', 'opportunity', 'opportunities', 'role', 'roles',
  'position', 'positions', 'post', 'posts', 'career', 'careers', 'hiring', 'hire', 'recruiting', 'looking', 'want',
  'wanted', 'need', 'needed', 'required', 'requirement', 'apply', 'any', 'best', 'good', 'top', 'latest', 'new',
  'near', 'nearby', 'me', 'my', 'i', 'for', 'in', 'at', 'of', 'the', 'a', 'an', 'and', 'or', 'with', 'to', 'on',
  'as', 'from', 'by', 'is', 'are', 'be', 'please', 'available', 'based', 'located', 'location', 'city', 'india',
  'anywhere', 'pan india', 'all', 'some', 'get', 'find', 'search', 'vacancy for', 'work', 'kaam', 'company', 'batch',
  'passout', 'passouts', 'pass out', 'graduates', 'experience', 'exp', 'experienced', 'work experience', 'above', 'over',
  'more than', 'minimum', 'min', 'atleast', 'at least', 'upto', 'up to',
  // Hinglish
  'ke', 'liye', 'ki', 'ka', 'ko', 'mein', 'mai', 'mei', 'chahiye', 'chaiye', 'chahie', 'chahiya', 'wala', 'wali',
  'wale', 'hai', 'hain', 'koi', 'kya', 'kahan', 'yaha', 'yahan', 'se',
  'karna', 'karne', 'milegi', 'mil', 'jaye',
  // Hindi
  'के', 'लिए', 'की', 'का', 'को', 'में', 'चाहिए', 'वाली', 'वाला', 'काम', 'है', 'कोई',
];

// ---------------------------------------------------------------------------------------------
// Places: old and new names, nicknames, Hindi, and regions. Values are how a listing writes the
// city (both spellings where listings use both).
// ---------------------------------------------------------------------------------------------
const BENGALURU = place('Bengaluru', 'Bangalore');
const MUMBAI = place('Mumbai', 'Bombay', 'Navi Mumbai', 'Thane');
const DELHI = place('Delhi', 'New Delhi');
const NCR = place('Delhi', 'New Delhi', 'Gurugram', 'Gurgaon', 'Noida', 'Greater Noida', 'Ghaziabad', 'Faridabad');
const GURUGRAM = place('Gurugram', 'Gurgaon');
const NOIDA = place('Noida', 'Greater Noida');
const KOLKATA = place('Kolkata', 'Calcutta');
const CHENNAI = place('Chennai', 'Madras');
const PUNE = place('Pune', 'Poona', 'Pimpri-Chinchwad');
const HYDERABAD = place('Hyderabad', 'Secunderabad');
const AHMEDABAD = place('Ahmedabad', 'Gandhinagar');
const PLACES: [string, Meaning][] = [
  ...all(['bengaluru', 'bangalore', 'bengalore', 'bangaluru', 'blr', 'बेंगलुरु', 'बेंगलुरू', 'बैंगलोर', 'बंगलौर'], BENGALURU),
  ...all(['mumbai', 'bombay', 'mumbai region', 'mmr', 'मुंबई', 'मुम्बई', 'बॉम्बे', 'बम्बई'], MUMBAI),
  ['navi mumbai', place('Navi Mumbai')],
  ['thane', place('Thane')],
  ...all(['delhi', 'new delhi', 'dilli', 'दिल्ली', 'नई दिल्ली'], DELHI),
  ...all(['delhi ncr', 'ncr', 'delhi-ncr', 'delhi/ncr', 'new delhi ncr', 'national capital region', 'एनसीआर'], NCR),
  ...all(['gurugram', 'gurgaon', 'ggn', 'गुरुग्राम', 'गुड़गांव', 'गुडगाँव'], GURUGRAM),
  ...all(['noida', 'greater noida', 'नोएडा'], NOIDA),
  ['ghaziabad', place('Ghaziabad')],
  ['faridabad', place('Faridabad')],
  ...all(['kolkata', 'calcutta', 'कोलकाता', 'कलकत्ता'], KOLKATA),
  ...all(['chennai', 'madras', 'चेन्नई', 'मद्रास'], CHENNAI),
  ...all(['pune', 'poona', 'pimpri chinchwad', 'पुणे'], PUNE),
  ...all(['hyderabad', 'hyd', 'secunderabad', 'cyberabad', 'हैदराबाद'], HYDERABAD),
  ...all(['ahmedabad', 'amdavad', 'ahmadabad', 'gandhinagar', 'अहमदाबाद'], AHMEDABAD),
  ...all(['kochi', 'cochin', 'ernakulam'], place('Kochi', 'Cochin')),
  ...all(['thiruvananthapuram', 'trivandrum'], place('Thiruvananthapuram', 'Trivandrum')),
  ...all(['vadodara', 'baroda'], place('Vadodara', 'Baroda')),
  ...all(['visakhapatnam', 'vizag'], place('Visakhapatnam', 'Vizag')),
  ...all(['mysuru', 'mysore'], place('Mysuru', 'Mysore')),
  ...all(['mangaluru', 'mangalore'], place('Mangaluru', 'Mangalore')),
  ...all(['varanasi', 'banaras', 'benares'], place('Varanasi')),
  ...all(['prayagraj', 'allahabad'], place('Prayagraj', 'Allahabad')),
  ...all(['puducherry', 'pondicherry', 'pondy'], place('Puducherry', 'Pondicherry')),
  ...all(['chandigarh', 'tricity'], place('Chandigarh', 'Mohali', 'Panchkula')),
  // States and regions: their cities with jobs most often.
  ...all(['karnataka'], place('Bengaluru', 'Bangalore', 'Mysuru', 'Mangaluru')),
  ...all(['maharashtra'], place('Mumbai', 'Navi Mumbai', 'Thane', 'Pune', 'Nagpur', 'Nashik')),
  ...all(['telangana'], place('Hyderabad', 'Secunderabad')),
  ...all(['tamil nadu', 'tamilnadu'], place('Chennai', 'Coimbatore')),
  ...all(['west bengal'], place('Kolkata')),
  ...all(['gujarat'], place('Ahmedabad', 'Gandhinagar', 'Surat', 'Vadodara')),
  ...all(['haryana'], place('Gurugram', 'Gurgaon', 'Faridabad')),
  ...all(['uttar pradesh'], place('Noida', 'Greater Noida', 'Ghaziabad', 'Lucknow', 'Kanpur')),
  ...all(['kerala'], place('Kochi', 'Thiruvananthapuram')),
  ...all(['south india'], place('Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Coimbatore')),
  ...all(['north india'], place('Delhi', 'New Delhi', 'Gurugram', 'Noida', 'Chandigarh', 'Jaipur', 'Lucknow')),
  ...['jaipur', 'lucknow', 'indore', 'bhopal', 'nagpur', 'coimbatore', 'kanpur', 'bhubaneswar', 'patna', 'surat', 'nashik', 'ranchi', 'guwahati', 'dehradun', 'mohali', 'goa'].map(
    (city): [string, Meaning] => [city, place(city[0]!.toUpperCase() + city.slice(1))],
  ),
];

// ---------------------------------------------------------------------------------------------
// How and where the work is done, the kind of job, experience, pay.
// ---------------------------------------------------------------------------------------------
const PROPERTIES: [string, Meaning][] = [
  ...all(
    ['remote', 'wfh', 'work from home', 'work-from-home', 'work from anywhere', 'wfa', 'from home', 'home based', 'remotely',
      'telecommute', 'online job', 'online', 'home', 'at home', 'ghar se kaam', 'ghar se', 'ghar baithe', 'ghar baithe kaam', 'ghar se job',
      'घर से काम', 'घर बैठे', 'वर्क फ्रॉम होम', 'रिमोट'],
    mode('remote'),
  ),
  ['hybrid', mode('hybrid')],
  ...all(['onsite', 'on site', 'on-site', 'in office', 'in-office', 'work from office', 'wfo', 'office', 'office job'], mode('onsite')),
  ...all(['internship', 'internships', 'intern', 'interns', 'internship program', 'summer internship', 'winter internship',
    'apprentice', 'apprenticeship', 'trainee internship', 'इंटर्नशिप', 'इंटर्न', 'इंटर्नशिप्स'], type('Internship')),
  ...all(['full time', 'fulltime', 'full-time', 'permanent', 'regular job', 'फुल टाइम'], type('Full-time')),
  ...all(['part time', 'parttime', 'part-time', 'पार्ट टाइम'], type('Part-time', 'Freelance')),
  ...all(['freelance', 'freelancer', 'freelancing', 'gig', 'project based', 'फ्रीलांस'], type('Freelance', 'Part-time')),
  ...all(['contract', 'contractual', 'temporary', 'temp'], type('Contract')),
  ...all(['fresher', 'freshers', 'fresh graduate', 'fresh graduates', 'entry level', 'entry-level', 'no experience',
    'zero experience', 'without experience', '0 experience', '0 years', '0 year', '0 yrs', '0 yr', '0 years experience',
    '0-1 years', 'beginner', 'beginners', 'graduate fresher', 'फ्रेशर', 'फ्रेशर्स'], { kind: 'fresher' }),
  ...all(['paid', 'salaried', 'salary', 'paid internship program', 'वेतन', 'तनख्वाह'], { kind: 'paid' }),
  ...all(['stipend', 'stipends', 'with stipend', 'stipend based', 'स्टाइपेंड'], { kind: 'stipend' }),
  ...all(['unpaid', 'without stipend', 'no stipend'], { kind: 'unpaid' }),
  ...all(['highest paying', 'high paying', 'best paying', 'well paying', 'well paid', 'high salary', 'good salary', 'high stipend',
    'good stipend', 'best stipend', 'highest stipend', 'top paying', 'achhi salary', 'achha stipend'], { kind: 'highPay' }),
  ...all(['student', 'students', 'for students', 'college students', 'college student', 'college', 'side income', 'छात्र'], { kind: 'student' }),
  ...all(['job', 'jobs', 'naukri', 'naukari', 'nokri', 'nokari', 'नौकरी', 'नौकरियां', 'जॉब', 'जॉब्स', 'rozgar', 'रोजगार'], { kind: 'job' }),
  ...all(['urgent', 'urgently', 'immediate joining', 'immediate joiner', 'immediate joiners', 'join immediately'], { kind: 'urgent' }),
];

// ---------------------------------------------------------------------------------------------
// Roles, skills and their abbreviations, as Indian students and recruiters write them.
// ---------------------------------------------------------------------------------------------
const SDE = words('sde', 'software development engineer', ['software engineer', 0.9], ['software developer', 0.9]);
const FULL_STACK = words('full stack', ['mern', 0.9], ['mean stack', 0.9]);
const MERN = words('mern', ['full stack', 0.8], ['mean stack', 0.8]);
const FRONTEND = words('frontend', 'front end', ['ui engineer', 0.8], ['ui development', 0.8]);
const BACKEND = words('backend', 'back end');
const NODE = words('nodejs', 'node');
const REACT = words('react', 'reactjs');
const UI_UX = words('ui ux', 'ux', ['user experience', 0.9], ['ui', 0.9], ['product design', 0.8], ['interaction design', 0.8]);
const HR = words('hr', 'human resources', ['talent acquisition', 0.9], ['recruitment', 0.9], ['people operations', 0.8]);
const EXCEL = words('excel', ['google sheets', 0.7]);
const WRITER = words('writer', ['writing', 0.9], ['copywriter', 0.8], ['copywriting', 0.8]);
const ACCOUNTANT = words('accountant', ['accounting', 0.9], ['accounts', 0.9], ['chartered accountant', 0.9]);
const MOBILE = words('mobile app development', ['mobile', 0.9], ['android', 0.9], ['ios', 0.9], ['flutter', 0.9], ['react native', 0.9]);
const QA = words('qa', 'quality assurance', ['testing', 0.9], ['test', 0.8], ['sdet', 0.8]);
const SKILLS: [string, Meaning][] = [
  ...all(['sde', 'swe'], SDE),
  ...all(['software developer', 'software dev'], words('software developer', ['software engineer', 0.9], ['software development engineer', 0.9], ['sde', 0.9])),
  ['dev', words('developer')],
  ...['executive', 'associate', 'senior', 'junior', 'trainee', 'lead', 'head', 'officer', 'specialist', 'coordinator', 'assistant'].map(
    (w): [string, Meaning] => [w, level(w)],
  ),
  ...all(['programmer', 'coder', 'coding', 'programming'], words('programmer', ['developer', 0.9], ['software engineer', 0.8])),
  ...all(['fullstack', 'full stack', 'full-stack', 'full stack development'], FULL_STACK),
  ...all(['mern', 'mern stack'], MERN),
  ...all(['frontend', 'front end', 'front-end', 'frontend development'], FRONTEND),
  ...all(['backend', 'back end', 'back-end', 'backend development'], BACKEND),
  ...all(['js', 'javascript', 'java script', 'ecmascript', 'vanilla js'], words('javascript')),
  ...all(['ts', 'typescript', 'type script'], words('typescript')),
  ...all(['py', 'python', 'python3'], words('python')),
  ...all(['node', 'nodejs', 'node js', 'node.js', 'node-js'], NODE),
  ...all(['react', 'reactjs', 'react js', 'react.js'], REACT),
  ...all(['nextjs', 'next js', 'next.js'], words('nextjs')),
  ...all(['vue', 'vuejs', 'vue js', 'vue.js'], words('vue', 'vuejs')),
  ...all(['angular', 'angularjs', 'angular js'], words('angular', 'angularjs')),
  ...all(['express', 'expressjs', 'express js'], words('express', 'expressjs')),
  ...all(['golang', 'go lang', 'go'], words('go', 'golang')),
  ...all(['cpp', 'c++', 'c plus plus'], words('cplusplus')),
  ...all(['c#', 'csharp', 'c sharp'], words('csharp')),
  ...all(['.net', 'dotnet', 'dot net', 'asp.net'], words('dotnet')),
  ...all(['k8s', 'kubernetes'], words('kubernetes')),
  ...all(['gcp', 'google cloud'], words('gcp', 'google cloud')),
  ...all(['aws', 'amazon web services'], words('aws', 'amazon web services')),
  ...all(['ci cd', 'ci/cd', 'cicd'], words('ci cd')),
  ...all(['dsa', 'data structures and algorithms', 'data structure'], words('data structures', ['algorithms', 0.9])),
  ...all(['oops', 'oop', 'object oriented'], words('object oriented')),
  ...all(['postgres', 'postgresql'], words('postgresql')),
  ...all(['ml', 'machine learning', 'machine-learning'], words('machine learning', 'ml')),
  ...all(['ai', 'artificial intelligence', 'a.i.'], words('ai', 'artificial intelligence', ['machine learning', 0.8])),
  ...all(['dl', 'deep learning'], words('deep learning')),
  ...all(['nlp', 'natural language processing'], words('nlp', 'natural language processing')),
  ...all(['llm', 'llms', 'genai', 'gen ai', 'generative ai'], words('llms', 'llm', ['generative ai', 0.9])),
  ...all(['ds', 'data science'], words('data science', ['data scientist', 0.9])),
  ...all(['bi', 'business intelligence'], words('business intelligence', ['power bi', 0.8], ['tableau', 0.8])),
  ...all(['power bi', 'powerbi'], words('power bi')),
  ...all(['bd', 'bde', 'bda', 'biz dev', 'bizdev', 'business development'], words('business development')),
  ...all(['hr', 'human resource', 'human resources'], HR),
  ...all(['recruiter', 'recruitment', 'talent acquisition', 'hiring manager'], words('recruitment', 'talent acquisition', ['recruiter', 1], ['hr', 0.8])),
  ...all(['ui ux', 'ui/ux', 'uiux', 'ux ui', 'ux/ui', 'ux', 'user experience', 'ui ux design'], UI_UX),
  ['ui', words('ui', 'user interface', ['ui ux', 0.9])],
  ...all(['graphics', 'graphic'], words('graphic')),
  ...all(['writer', 'writing'], WRITER),
  ...all(['accountant', 'accounting', 'accounts'], ACCOUNTANT),
  ...all(['ca', 'chartered accountant'], words('chartered accountant', ['accountant', 0.9], ['accounting', 0.8])),
  ...all(['ms excel', 'microsoft excel', 'msexcel', 'ms-excel', 'advanced excel', 'excel'], EXCEL),
  ...all(['ppt', 'powerpoint', 'power point', 'ms powerpoint', 'microsoft powerpoint'], words('powerpoint')),
  ...all(['ms office', 'microsoft office', 'ms-office'], words(['excel', 0.9], ['powerpoint', 0.9])),
  ['android', words('android', ['mobile app development', 0.8], ['kotlin', 0.7], ['jetpack compose', 0.7])],
  ['ios', words('ios', ['swift', 0.8], ['swiftui', 0.8], ['mobile app development', 0.7])],
  ...all(['app developer', 'app development', 'mobile developer', 'mobile app', 'app dev'], MOBILE),
  ...all(['qa', 'quality assurance', 'tester', 'testing', 'software testing'], QA),
  ...all(['sre', 'site reliability'], words('site reliability', 'sre', ['devops', 0.7], ['platform engineer', 0.7])),
  ...all(['pm', 'product manager'], words('product manager', ['product management', 0.9], ['product owner', 0.8])),
  ...all(['apm', 'associate product manager'], words('associate product manager', ['product manager', 0.8])),
  ...all(['smm', 'social media'], words('social media')),
  ...all(['sem', 'google ads', 'ppc'], words('google ads', ['performance marketing', 0.8])),
  ...all(['digital marketing', 'online marketing', 'internet marketing'], words('digital marketing', ['social media marketing', 0.8], ['seo', 0.7])),
  ...all(['btech', 'b tech', 'b.tech', 'be btech'], words('b tech')),
  ...all(['mtech', 'm tech', 'm.tech'], words('m tech')),
  ...all(['bcom', 'b com', 'b.com'], words('b com')),
  ...all(['bsc', 'b sc', 'b.sc'], words('b sc')),
  ...all(['bba'], words('bba')),
  ...all(['mba'], words('mba')),
  ...all(['mca'], words('mca')),
  ...all(['it', 'i.t.', 'it sector', 'it company', 'software company'], words('software', ['information technology', 1], ['it services', 1])),
  ...all(['cse', 'computer science'], words('computer science')),
  ...all(['ece', 'electronics'], words('electronics')),
  ...all(['ecommerce', 'e-commerce', 'e commerce'], words('e commerce', 'ecommerce')),
  ...all(['web developer', 'web development', 'web dev', 'website developer'], words('web development', 'web developer', ['frontend', 0.8], ['full stack', 0.8])),
  ...all(['telecaller', 'telecalling', 'tele caller'], words('telecalling', 'telecaller', ['inside sales', 0.8], ['cold calling', 0.8])),
  ...all(['bpo', 'call center', 'call centre', 'customer support', 'customer service'], words('customer support', 'customer service', ['bpo', 1])),
  ...all(['data entry'], words('data entry')),
  // Hindi words for common roles
  ...all(['डेवलपर'], words('developer')),
  ...all(['मार्केटिंग'], words('marketing')),
  ...all(['डिज़ाइनर', 'डिजाइनर'], words('designer')),
  ...all(['सेल्स'], words('sales')),
  ...all(['अकाउंटेंट'], ACCOUNTANT),
  ...all(['डेटा एनालिस्ट'], words('data analyst')),
];

/** The lexicon, as typed; search/query-plan.ts reads it through searchText. Later entries win. */
export const LEXICON: readonly [string, Meaning][] = [...IGNORED.map((w): [string, Meaning] => [w, ignore]), ...PLACES, ...PROPERTIES, ...SKILLS];
