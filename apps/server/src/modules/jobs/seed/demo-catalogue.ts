/**
 * The demo catalogue: a realistic, Indian set of jobs and internships
 * (docs/product/catalogue.md#demo-catalogue), generated deterministically. Every call with the same
 * `now` returns the same rows; the jobs themselves (titles, companies, pay, text) do not depend on
 * `now`, only their dates do, so a re-import on a later day updates the same externalIds.
 *
 * The companies are invented. Their careers sites use the reserved `.example` top-level domain
 * (RFC 2606), so an "Apply Now" in a demo never sends anyone to a real third party.
 */
import type { JobImportInput, JobType, WorkMode } from '@pathway/contracts';

export const DEMO_SEED = 20_240_101;
export const DEMO_JOB_COUNT = 340;
export const DEMO_EXPIRED_COUNT = 8;
export const DEMO_FEATURED_COUNT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export const demoCities = [
  'Bengaluru',
  'Pune',
  'Hyderabad',
  'Gurugram',
  'Mumbai',
  'Chennai',
  'Noida',
  'Kolkata',
  'Delhi',
  'Ahmedabad',
] as const;
type City = (typeof demoCities)[number];

// ---------------------------------------------------------------------------------------------
// Categories (job domains). The first nine have their own icon on the landing page.
// ---------------------------------------------------------------------------------------------

type CategoryName =
  | 'Software Engineering'
  | 'Marketing'
  | 'Data Science'
  | 'Design'
  | 'Finance'
  | 'Machine Learning'
  | 'Full Stack Development'
  | 'DevOps'
  | 'Backend Development'
  | 'Frontend Development'
  | 'Mobile Development'
  | 'Product Management'
  | 'Cybersecurity'
  | 'Quality Assurance'
  | 'Sales'
  | 'Human Resources'
  | 'Consulting'
  | 'Content Writing'
  | 'Operations'
  | 'Embedded Systems';

interface Category {
  name: CategoryName;
  /** Domains a job of this category may carry as well. */
  related: CategoryName[];
  internTitles: string[];
  titles: string[];
  /** Always listed first, then some of `extraSkills`. */
  coreSkills: string[];
  extraSkills: string[];
  /** Opening sentences of the role summary; `{team}` and `{company}` are filled in. */
  summaries: string[];
  responsibilities: string[];
  /** Multiplies the engineering salary baseline. */
  pay: number;
  /** Share of postings that are internships, and of the rest, part-time/freelance/contract. */
  internShare: number;
  flexibleShare: number;
  /** Degrees asked of interns. */
  degrees: string;
}

const ENGINEERING_DEGREES = 'B.Tech/B.E., M.Tech, MCA or B.Sc. in Computer Science or a related field';

const categories: Category[] = [
  {
    name: 'Software Engineering',
    related: ['Backend Development', 'Full Stack Development'],
    internTitles: ['Software Engineering Intern', 'SDE Intern', 'Software Developer Intern'],
    titles: ['Software Engineer', 'Software Development Engineer I', 'Associate Software Engineer', 'Graduate Engineer Trainee', 'Software Development Engineer II'],
    coreSkills: ['Data Structures', 'Algorithms'],
    extraSkills: ['Java', 'Python', 'C++', 'Go', 'SQL', 'Git', 'Linux', 'REST APIs', 'System Design', 'Object-Oriented Design', 'Unit Testing'],
    summaries: [
      'You will join the {team} team and ship features that reach lakhs of users every week.',
      'We are looking for an engineer who enjoys turning fuzzy problems into clean, well-tested code on the {team} team.',
      'As part of the {team} group you will design, build and own services end to end, from the first design doc to production.',
      'This role sits in {team}, where small teams own their code, their on-call and their roadmap.',
    ],
    responsibilities: [
      'Write clean, maintainable code and review the code of your peers',
      'Break down features into small, shippable pieces and estimate them honestly',
      'Debug production issues with logs, metrics and traces, and write the post-mortem',
      'Improve test coverage and the reliability of our build pipeline',
      'Collaborate with product managers and designers from idea to launch',
      'Profile and optimise slow code paths and database queries',
      'Document the systems you build so the next engineer can move fast',
    ],
    pay: 1,
    internShare: 0.4,
    flexibleShare: 0.05,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Backend Development',
    related: ['Software Engineering', 'DevOps'],
    internTitles: ['Backend Developer Intern', 'Backend Engineering Intern', 'Node.js Developer Intern'],
    titles: ['Backend Developer', 'Backend Engineer (Node.js)', 'Java Backend Developer', 'Python Developer (Django)', 'Golang Developer', 'Backend Engineer'],
    coreSkills: ['REST APIs', 'SQL'],
    extraSkills: ['Node.js', 'Express', 'Java', 'Spring Boot', 'PostgreSQL', 'MySQL', 'Redis', 'Kafka', 'Docker', 'Microservices', 'Django', 'Go', 'MongoDB', 'gRPC'],
    summaries: [
      'The {team} team builds the APIs and data pipelines behind everything our customers see, and you will help scale them.',
      'You will design and run backend services on the {team} team that handle thousands of requests a second.',
      'We need a backend developer who cares about correctness, idempotency and good database design to strengthen {team}.',
    ],
    responsibilities: [
      'Design REST and event-driven APIs with clear contracts and versioning',
      'Model data in PostgreSQL and keep queries fast as tables grow',
      'Build background jobs and queues that retry safely',
      'Add monitoring, alerts and dashboards for the services you own',
      'Harden services against failures of the systems they depend on',
      'Write integration tests that run against real databases',
      'Take part in a fair, well-documented on-call rotation',
    ],
    pay: 1.05,
    internShare: 0.3,
    flexibleShare: 0.05,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Full Stack Development',
    related: ['Frontend Development', 'Backend Development'],
    internTitles: ['Full Stack Developer Intern', 'MERN Stack Intern', 'Web Development Intern'],
    titles: ['Full Stack Developer', 'MERN Stack Developer', 'Full Stack Engineer (React + Node)', 'Software Engineer – Full Stack'],
    coreSkills: ['JavaScript', 'React'],
    extraSkills: ['Node.js', 'TypeScript', 'MongoDB', 'PostgreSQL', 'Next.js', 'Tailwind CSS', 'Express', 'GraphQL', 'REST APIs', 'Docker', 'HTML', 'CSS'],
    summaries: [
      'You will build features end to end on the {team} team: the React screens, the Node.js APIs and the tables in between.',
      'We are hiring a full stack developer for {team} who is as comfortable fixing a CSS layout as writing a SQL migration.',
      'On the {team} team you will take features from a Figma file to production, owning both the frontend and the backend.',
    ],
    responsibilities: [
      'Build responsive, accessible React interfaces from our design system',
      'Write Node.js APIs with input validation and clear error handling',
      'Own features end to end, including tests, analytics events and rollout',
      'Keep page loads fast on low-end Android phones and patchy networks',
      'Pair with designers to polish details before launch',
      'Improve developer tooling and shared components',
    ],
    pay: 0.95,
    internShare: 0.4,
    flexibleShare: 0.1,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Frontend Development',
    related: ['Full Stack Development', 'Design'],
    internTitles: ['Frontend Developer Intern', 'React Developer Intern', 'UI Development Intern'],
    titles: ['Frontend Developer', 'React Developer', 'UI Engineer', 'Frontend Engineer (React)'],
    coreSkills: ['JavaScript', 'HTML', 'CSS'],
    extraSkills: ['React', 'TypeScript', 'Redux', 'Next.js', 'Jest', 'Accessibility', 'Tailwind CSS', 'Webpack', 'Vite', 'Figma'],
    summaries: [
      'You will craft the interfaces of {company} with the {team} team, where every millisecond and every pixel matters.',
      'We are looking for a frontend developer who loves clean components, accessible markup and fast pages.',
      'The {team} team owns our web apps used daily by students and small businesses across India, and you will help shape them.',
    ],
    responsibilities: [
      'Build reusable components for our design system',
      'Make pages accessible to keyboard and screen-reader users',
      'Measure and improve Core Web Vitals on real devices',
      'Write unit and component tests with Testing Library',
      'Work closely with designers to get interactions right',
      'Review pull requests and mentor interns',
    ],
    pay: 0.95,
    internShare: 0.4,
    flexibleShare: 0.1,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Mobile Development',
    related: ['Software Engineering', 'Frontend Development'],
    internTitles: ['Android Developer Intern', 'Flutter Developer Intern', 'Mobile App Development Intern'],
    titles: ['Android Developer', 'Flutter Developer', 'iOS Developer', 'React Native Developer', 'Mobile Engineer'],
    coreSkills: ['Mobile App Development'],
    extraSkills: ['Kotlin', 'Java', 'Swift', 'Flutter', 'Dart', 'React Native', 'Firebase', 'Jetpack Compose', 'SwiftUI', 'REST APIs', 'Git'],
    summaries: [
      'Our apps are used on crores of phones, many of them entry-level Android devices; on the {team} team you will make them fast and reliable.',
      'You will build and ship mobile features for the {team} team, from offline support to smooth animations.',
      'We are hiring a mobile developer who sweats app size, battery use and crash-free sessions.',
    ],
    responsibilities: [
      'Build features in Kotlin, Swift or Flutter with clean architecture',
      'Keep the crash-free rate above 99.8% and the app size small',
      'Make the app work well offline and on 3G networks',
      'Ship safely with feature flags and staged rollouts',
      'Write UI and unit tests and keep the CI green',
      'Work with designers on motion and micro-interactions',
    ],
    pay: 1,
    internShare: 0.35,
    flexibleShare: 0.1,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'DevOps',
    related: ['Backend Development', 'Cybersecurity'],
    internTitles: ['DevOps Intern', 'Cloud Engineering Intern', 'Site Reliability Intern'],
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Platform Engineer', 'Cloud Infrastructure Engineer'],
    coreSkills: ['Linux', 'Docker'],
    extraSkills: ['AWS', 'Kubernetes', 'Terraform', 'CI/CD', 'Jenkins', 'GitHub Actions', 'Prometheus', 'Grafana', 'Bash', 'Azure', 'GCP', 'Ansible', 'Python'],
    summaries: [
      'The {team} team keeps our platform running around the clock; you will automate everything that can be automated.',
      'You will build the infrastructure, pipelines and observability that let our engineers deploy dozens of times a day.',
      'We are looking for a DevOps engineer who treats infrastructure as code and outages as lessons.',
    ],
    responsibilities: [
      'Manage cloud infrastructure with Terraform and review every change',
      'Run Kubernetes clusters and keep them patched and right-sized',
      'Build CI/CD pipelines that are fast and safe to roll back',
      'Set up metrics, logs, traces and sensible alerts',
      'Cut cloud costs without hurting reliability',
      'Lead incident response and write blameless post-mortems',
    ],
    pay: 1.1,
    internShare: 0.25,
    flexibleShare: 0.1,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Data Science',
    related: ['Machine Learning', 'Consulting'],
    internTitles: ['Data Science Intern', 'Data Analyst Intern', 'Analytics Intern', 'Business Analyst Intern'],
    titles: ['Data Scientist', 'Data Analyst', 'Business Analyst', 'Associate Data Scientist', 'Product Analyst', 'Analytics Engineer'],
    coreSkills: ['Python', 'SQL'],
    extraSkills: ['Pandas', 'NumPy', 'Statistics', 'Tableau', 'Power BI', 'Excel', 'Scikit-learn', 'R', 'A/B Testing', 'dbt', 'Data Visualization'],
    summaries: [
      'You will turn raw data into decisions for the {team} team, from weekly dashboards to deep-dive analyses.',
      'We are hiring someone curious who can frame a business question, query the data and tell a clear story with it.',
      'On the {team} team you will build the metrics, experiments and models that guide how {company} grows.',
    ],
    responsibilities: [
      'Write SQL to answer business questions quickly and correctly',
      'Build dashboards in Tableau or Power BI that teams actually use',
      'Design and analyse A/B experiments',
      'Clean, join and validate data from many sources',
      'Present findings to leadership in plain language',
      'Build simple predictive models where they add value',
    ],
    pay: 1,
    internShare: 0.4,
    flexibleShare: 0.05,
    degrees: 'a degree in Engineering, Statistics, Mathematics, Economics or a related field',
  },
  {
    name: 'Machine Learning',
    related: ['Data Science', 'Software Engineering'],
    internTitles: ['Machine Learning Intern', 'AI Research Intern', 'Computer Vision Intern', 'NLP Intern'],
    titles: ['Machine Learning Engineer', 'Computer Vision Engineer', 'NLP Engineer', 'MLOps Engineer', 'Applied Scientist', 'AI Engineer (LLMs)'],
    coreSkills: ['Python', 'Machine Learning'],
    extraSkills: ['PyTorch', 'TensorFlow', 'Scikit-learn', 'Deep Learning', 'NLP', 'Computer Vision', 'LLMs', 'Hugging Face', 'MLflow', 'OpenCV', 'SQL', 'Docker'],
    summaries: [
      'You will train, evaluate and ship models on the {team} team that run in production, not just in notebooks.',
      'We are looking for an ML engineer who can take a model from a research paper to a reliable, monitored service.',
      'The {team} team builds models for Indian languages and real-world data; you will own experiments end to end.',
    ],
    responsibilities: [
      'Prepare datasets and build robust evaluation sets',
      'Train and fine-tune models, including LLMs and vision models',
      'Serve models with low latency and monitor drift in production',
      'Run careful experiments and report results honestly',
      'Work with product teams to turn model outputs into features',
      'Keep up with research and prototype promising ideas',
    ],
    pay: 1.3,
    internShare: 0.4,
    flexibleShare: 0.05,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Design',
    related: ['Frontend Development', 'Product Management'],
    internTitles: ['UI/UX Design Intern', 'Graphic Design Intern', 'Product Design Intern'],
    titles: ['UI/UX Designer', 'Product Designer', 'Graphic Designer', 'Visual Designer', 'Motion Designer'],
    coreSkills: ['Figma'],
    extraSkills: ['Adobe XD', 'Illustrator', 'Photoshop', 'Prototyping', 'User Research', 'Wireframing', 'Design Systems', 'After Effects', 'Interaction Design', 'Typography'],
    summaries: [
      'You will design simple, delightful experiences with the {team} team for people using {company} for the first time.',
      'We are hiring a designer who starts from user research and ends with pixel-perfect, accessible screens.',
      'On the {team} team you will shape flows, visuals and the design system, working side by side with engineers.',
    ],
    responsibilities: [
      'Run user interviews and usability tests, including in Hindi and regional languages',
      'Create wireframes, prototypes and high-fidelity designs in Figma',
      'Contribute to and maintain our design system',
      'Design for accessibility and for small screens first',
      'Create visual assets for campaigns and the product',
      'Review builds with engineers before release',
    ],
    pay: 0.85,
    internShare: 0.4,
    flexibleShare: 0.2,
    degrees: 'a degree or diploma in Design (B.Des, M.Des, NID, NIFT or similar) or an equivalent portfolio',
  },
  {
    name: 'Marketing',
    related: ['Content Writing', 'Sales'],
    internTitles: ['Marketing Intern', 'Digital Marketing Intern', 'Growth Marketing Intern', 'Social Media Marketing Intern'],
    titles: ['Digital Marketing Executive', 'SEO Specialist', 'Social Media Manager', 'Performance Marketing Associate', 'Brand Marketing Associate', 'Growth Marketing Manager'],
    coreSkills: ['Digital Marketing'],
    extraSkills: ['SEO', 'Google Ads', 'Meta Ads', 'Google Analytics', 'Content Writing', 'Social Media Marketing', 'Email Marketing', 'Canva', 'Copywriting', 'Marketing Automation'],
    summaries: [
      'You will plan and run campaigns with the {team} team that bring {company} to students and young professionals across India.',
      'We are hiring a marketer who loves both the creative brief and the spreadsheet that measures it.',
      'On the {team} team you will grow our audience across search, social and email, with a real budget and clear goals.',
    ],
    responsibilities: [
      'Plan and run performance campaigns on Google and Meta',
      'Grow organic traffic with SEO and useful content',
      'Manage our Instagram, LinkedIn and YouTube presence',
      'Track campaign performance and report on CAC and ROI',
      'Work with designers and writers on creatives',
      'Run campus and community campaigns in Tier 2 and Tier 3 cities',
    ],
    pay: 0.7,
    internShare: 0.45,
    flexibleShare: 0.15,
    degrees: 'a degree in any discipline (BBA, BMS, B.Com, BA or similar)',
  },
  {
    name: 'Finance',
    related: ['Consulting', 'Data Science'],
    internTitles: ['Finance Intern', 'Equity Research Intern', 'Investment Banking Intern', 'Accounts Intern'],
    titles: ['Financial Analyst', 'Accounts Executive', 'Investment Banking Analyst', 'Credit Analyst', 'Chartered Accountant', 'Treasury Analyst', 'FP&A Analyst'],
    coreSkills: ['Excel', 'Financial Modelling'],
    extraSkills: ['Accounting', 'Tally', 'GST', 'Valuation', 'Financial Reporting', 'Power BI', 'SAP FICO', 'Ind AS', 'Taxation', 'Budgeting'],
    summaries: [
      'You will join the {team} team and help {company} plan, measure and explain every rupee it spends and earns.',
      'We are looking for a finance professional with a sharp eye for numbers and a clear way of presenting them.',
      'On the {team} team you will build models, close the books and support decisions with solid analysis.',
    ],
    responsibilities: [
      'Build and maintain financial models and forecasts',
      'Prepare monthly MIS and variance analysis',
      'Support statutory audits and GST and TDS compliance',
      'Analyse unit economics with business teams',
      'Prepare presentations for leadership and the board',
      'Automate reporting with Excel and Power BI',
    ],
    pay: 0.95,
    internShare: 0.35,
    flexibleShare: 0.05,
    degrees: 'a B.Com, BBA, MBA (Finance), CA, CFA or a related qualification',
  },
  {
    name: 'Product Management',
    related: ['Design', 'Data Science'],
    internTitles: ['Product Management Intern', 'Associate Product Manager Intern'],
    titles: ['Associate Product Manager', 'Product Manager', 'Product Analyst', 'Product Owner'],
    coreSkills: ['Product Strategy'],
    extraSkills: ['SQL', 'User Research', 'Roadmapping', 'Jira', 'A/B Testing', 'Analytics', 'Wireframing', 'Stakeholder Management', 'PRD Writing'],
    summaries: [
      'You will own a slice of the {team} roadmap, from talking to users to measuring what we shipped.',
      'We are hiring a product person who writes crisp specs, asks good questions and loves data.',
      'On the {team} team you will work with engineering and design to decide what to build next, and why.',
    ],
    responsibilities: [
      'Talk to users every week and turn what you learn into problem statements',
      'Write clear PRDs and prioritise the backlog',
      'Define success metrics and track them after launch',
      'Coordinate launches across engineering, design, marketing and support',
      'Analyse funnels with SQL and product analytics tools',
    ],
    pay: 1.2,
    internShare: 0.3,
    flexibleShare: 0,
    degrees: 'a degree in Engineering, Business or a related field',
  },
  {
    name: 'Cybersecurity',
    related: ['DevOps', 'Software Engineering'],
    internTitles: ['Cybersecurity Intern', 'Security Analyst Intern'],
    titles: ['Security Analyst', 'SOC Analyst', 'Application Security Engineer', 'Cloud Security Engineer'],
    coreSkills: ['Network Security'],
    extraSkills: ['SIEM', 'Splunk', 'OWASP', 'Penetration Testing', 'Burp Suite', 'Linux', 'Python', 'Incident Response', 'ISO 27001', 'Threat Modelling'],
    summaries: [
      'You will protect {company} and its customers with the {team} team, from threat modelling to incident response.',
      'We are looking for a security professional who thinks like an attacker and writes like a teacher.',
      'On the {team} team you will find and fix vulnerabilities before anyone else does.',
    ],
    responsibilities: [
      'Monitor alerts and investigate security incidents',
      'Run vulnerability scans and penetration tests',
      'Review code and architecture for security issues',
      'Help teams meet CERT-In, RBI and ISO 27001 requirements',
      'Run phishing simulations and security awareness sessions',
    ],
    pay: 1.1,
    internShare: 0.3,
    flexibleShare: 0.05,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Quality Assurance',
    related: ['Software Engineering'],
    internTitles: ['QA Intern', 'QA Automation Intern'],
    titles: ['QA Engineer', 'Software Test Engineer', 'SDET', 'QA Automation Engineer'],
    coreSkills: ['Manual Testing', 'Test Automation'],
    extraSkills: ['Selenium', 'Java', 'API Testing', 'Postman', 'Cypress', 'Playwright', 'Jira', 'TestNG', 'Appium', 'SQL'],
    summaries: [
      'You will make sure every release of {company} works the first time, with the {team} team.',
      'We are hiring a QA engineer who enjoys breaking things and then automating the check so it never breaks again.',
    ],
    responsibilities: [
      'Write test plans and test cases for new features',
      'Automate UI and API tests and run them in CI',
      'Report bugs with clear steps and follow them to the fix',
      'Test on a range of real Android devices and browsers',
      'Track quality metrics release over release',
    ],
    pay: 0.8,
    internShare: 0.3,
    flexibleShare: 0.1,
    degrees: ENGINEERING_DEGREES,
  },
  {
    name: 'Sales',
    related: ['Marketing', 'Operations'],
    internTitles: ['Sales Intern', 'Business Development Intern'],
    titles: ['Business Development Associate', 'Inside Sales Executive', 'Key Account Manager', 'Sales Development Representative'],
    coreSkills: ['Communication', 'Negotiation'],
    extraSkills: ['CRM', 'Salesforce', 'Lead Generation', 'Cold Calling', 'Excel', 'HubSpot', 'Presentation Skills', 'Hindi', 'English'],
    summaries: [
      'You will help businesses across India discover {company}, owning the pipeline from first call to signed deal.',
      'We are looking for a people person with grit, who likes targets and celebrates wins with the {team} team.',
    ],
    responsibilities: [
      'Generate and qualify leads through calls, email and LinkedIn',
      'Run product demos for prospects',
      'Negotiate and close deals, and hand them over smoothly',
      'Keep the CRM up to date and forecast accurately',
      'Build long-term relationships with key accounts',
    ],
    pay: 0.65,
    internShare: 0.35,
    flexibleShare: 0.1,
    degrees: 'a degree in any discipline; an MBA is a plus',
  },
  {
    name: 'Human Resources',
    related: ['Operations'],
    internTitles: ['HR Intern', 'Talent Acquisition Intern'],
    titles: ['Talent Acquisition Executive', 'HR Generalist', 'People Operations Associate', 'HR Business Partner'],
    coreSkills: ['Recruitment'],
    extraSkills: ['Sourcing', 'Onboarding', 'HRMS', 'Employee Engagement', 'Communication', 'Excel', 'Labour Law', 'Payroll'],
    summaries: [
      'You will help {company} hire and grow great people, working with hiring managers across teams.',
      'We are hiring someone who cares about candidates and employees as much as about the hiring numbers.',
    ],
    responsibilities: [
      'Source and screen candidates for tech and business roles',
      'Schedule interviews and keep candidates informed at every step',
      'Run onboarding for new joiners',
      'Organise engagement activities and feedback surveys',
      'Maintain HR records and support payroll and compliance',
    ],
    pay: 0.6,
    internShare: 0.45,
    flexibleShare: 0.1,
    degrees: 'a degree in any discipline; an MBA in HR is a plus',
  },
  {
    name: 'Consulting',
    related: ['Finance', 'Data Science'],
    internTitles: ['Strategy Intern', 'Consulting Intern'],
    titles: ['Associate Consultant', 'Business Consultant', 'Management Trainee', 'Strategy Analyst'],
    coreSkills: ['Problem Solving', 'PowerPoint'],
    extraSkills: ['Excel', 'Market Research', 'Financial Analysis', 'Stakeholder Management', 'Business Strategy', 'SQL', 'Presentation Skills'],
    summaries: [
      'You will work on projects for leading Indian businesses, from market-entry studies to operations turnarounds.',
      'We are looking for a structured thinker who can break down ambiguous problems and communicate crisply.',
    ],
    responsibilities: [
      'Research markets, competitors and customers',
      'Build analyses and models that answer the client question',
      'Create clear slides and present them to clients',
      'Run workshops and interviews with client teams',
      'Support partners in proposals and business development',
    ],
    pay: 1.05,
    internShare: 0.35,
    flexibleShare: 0.05,
    degrees: 'a degree from any discipline; an MBA or a strong quantitative background is a plus',
  },
  {
    name: 'Content Writing',
    related: ['Marketing'],
    internTitles: ['Content Writing Intern', 'Copywriting Intern'],
    titles: ['Content Writer', 'Technical Writer', 'Copywriter', 'Content Strategist'],
    coreSkills: ['Content Writing'],
    extraSkills: ['SEO', 'Copywriting', 'Editing', 'Research', 'WordPress', 'Technical Writing', 'Markdown', 'Hindi', 'Storytelling'],
    summaries: [
      'You will write the words people read when they meet {company}: articles, guides, product copy and emails.',
      'We are hiring a writer who can explain complex ideas simply, in a voice that feels human.',
    ],
    responsibilities: [
      'Write and edit blog posts, guides and newsletters',
      'Write clear product copy and help-centre articles',
      'Research topics and interview subject-matter experts',
      'Optimise content for search without losing readability',
      'Maintain our style guide and editorial calendar',
    ],
    pay: 0.6,
    internShare: 0.4,
    flexibleShare: 0.35,
    degrees: 'a degree in English, Journalism, Mass Communication or any discipline, with a writing portfolio',
  },
  {
    name: 'Operations',
    related: ['Sales', 'Consulting'],
    internTitles: ['Operations Intern', 'Supply Chain Intern'],
    titles: ['Operations Executive', 'Supply Chain Analyst', 'Category Associate', 'Operations Manager'],
    coreSkills: ['Excel', 'Process Improvement'],
    extraSkills: ['Supply Chain', 'Vendor Management', 'SQL', 'Communication', 'Inventory Management', 'Logistics', 'Google Sheets'],
    summaries: [
      'You will keep {company} running smoothly on the ground, from vendors and warehouses to last-mile delivery.',
      'We are looking for a hands-on problem solver who loves fixing broken processes with data.',
    ],
    responsibilities: [
      'Track daily operations metrics and fix what slips',
      'Manage vendors and negotiate service levels',
      'Improve processes with SOPs and simple automation',
      'Coordinate between city teams, warehouses and support',
      'Prepare weekly reports for leadership',
    ],
    pay: 0.65,
    internShare: 0.35,
    flexibleShare: 0.1,
    degrees: 'a degree in any discipline; a background in engineering or an MBA is a plus',
  },
  {
    name: 'Embedded Systems',
    related: ['Software Engineering'],
    internTitles: ['Embedded Systems Intern', 'Firmware Intern'],
    titles: ['Embedded Software Engineer', 'Firmware Engineer', 'VLSI Design Engineer', 'Embedded Systems Engineer'],
    coreSkills: ['Embedded C', 'Microcontrollers'],
    extraSkills: ['C++', 'RTOS', 'ARM', 'Verilog', 'SystemVerilog', 'CAN', 'Linux Kernel', 'Python', 'PCB Design', 'I2C/SPI'],
    summaries: [
      'You will write the firmware that runs on our hardware, designed and built in India.',
      'We are hiring an embedded engineer who is at home with a datasheet, a debugger and an oscilloscope.',
    ],
    responsibilities: [
      'Write and debug firmware for ARM microcontrollers',
      'Bring up new boards with the hardware team',
      'Write drivers for sensors and communication buses',
      'Optimise for power, memory and real-time constraints',
      'Automate hardware-in-the-loop tests',
    ],
    pay: 1,
    internShare: 0.35,
    flexibleShare: 0.05,
    degrees: 'a B.Tech/B.E. or M.Tech in Electronics, Electrical or Computer Engineering',
  },
];

const categoryByName = new Map(categories.map((c) => [c.name, c]));

// ---------------------------------------------------------------------------------------------
// Companies (invented)
// ---------------------------------------------------------------------------------------------

interface DemoCompany {
  name: string;
  /** Careers host under the reserved .example TLD. */
  slug: string;
  /** "… is <blurb>." */
  blurb: string;
  size: 'startup' | 'scaleup' | 'enterprise';
  cities: City[];
  remoteFriendly: boolean;
  hires: CategoryName[];
  teams: string[];
}

const C = (
  name: string,
  slug: string,
  size: DemoCompany['size'],
  cities: City[],
  hires: CategoryName[],
  teams: string[],
  blurb: string,
  remoteFriendly = false,
): DemoCompany => ({ name, slug, size, cities, hires, teams, blurb, remoteFriendly });

const demoCompanies: DemoCompany[] = [
  C('Zentrix Labs', 'zentrixlabs', 'scaleup', ['Bengaluru', 'Pune'], ['Software Engineering', 'Backend Development', 'Frontend Development', 'DevOps', 'Product Management', 'Design'], ['Core Platform', 'Billing', 'Integrations'], 'a B2B SaaS company whose workflow tools are used by 4,000 mid-sized businesses in India and South-East Asia', true),
  C('Kiranakart', 'kiranakart', 'scaleup', ['Bengaluru', 'Mumbai', 'Delhi'], ['Backend Development', 'Mobile Development', 'Operations', 'Data Science', 'Marketing'], ['Dark Stores', 'Checkout', 'Supply Chain'], 'a quick-commerce app that delivers groceries from neighbourhood dark stores in under fifteen minutes'),
  C('PaisaBridge', 'paisabridge', 'scaleup', ['Mumbai', 'Bengaluru'], ['Backend Development', 'Software Engineering', 'Cybersecurity', 'Finance', 'Product Management'], ['UPI Payments', 'Risk', 'Merchant Platform'], 'a payments company that helps two lakh merchants accept UPI, cards and net banking'),
  C('Tiffinly', 'tiffinly', 'startup', ['Gurugram', 'Noida'], ['Full Stack Development', 'Mobile Development', 'Marketing', 'Operations'], ['Consumer App', 'Kitchen Partners', 'Growth'], 'a home-style meal subscription service serving office-goers across the NCR'),
  C('Nimbus Cloudworks', 'nimbuscloudworks', 'scaleup', ['Pune', 'Hyderabad'], ['DevOps', 'Backend Development', 'Cybersecurity', 'Software Engineering'], ['Managed Kubernetes', 'Observability', 'Networking'], 'a cloud infrastructure company that runs managed Kubernetes and databases for Indian startups', true),
  C('Saral Health', 'saralhealth', 'startup', ['Hyderabad', 'Bengaluru'], ['Full Stack Development', 'Data Science', 'Design', 'Product Management', 'Sales'], ['Clinic Software', 'Patient App', 'Claims'], 'a healthtech startup that digitises small clinics and diagnostic labs in Tier 2 cities'),
  C('Vidyapath', 'vidyapath', 'scaleup', ['Noida', 'Delhi'], ['Frontend Development', 'Content Writing', 'Marketing', 'Design', 'Sales'], ['Learning Experience', 'Live Classes', 'Content'], 'an edtech platform that offers live and recorded classes for school students in eight Indian languages', true),
  C('Yatra Grid', 'yatragrid', 'scaleup', ['Gurugram', 'Bengaluru'], ['Backend Development', 'Data Science', 'Marketing', 'Full Stack Development'], ['Search & Pricing', 'Bookings', 'Partnerships'], 'a travel-tech company that powers bus, train and hotel bookings for partner apps'),
  C('Quillstack', 'quillstack', 'startup', ['Bengaluru'], ['Software Engineering', 'Backend Development', 'Frontend Development', 'Content Writing', 'DevOps'], ['Editor', 'Developer Experience', 'Cloud'], 'a developer-tools startup building a collaborative code review platform used by 900 engineering teams', true),
  C('Ledgerly', 'ledgerly', 'startup', ['Chennai', 'Bengaluru'], ['Full Stack Development', 'Finance', 'Quality Assurance', 'Sales'], ['GST Filing', 'Invoicing', 'Bank Reconciliation'], 'an accounting and GST compliance SaaS for small businesses and chartered accountants'),
  C('Suraksha Insurtech', 'surakshainsurtech', 'scaleup', ['Mumbai', 'Gurugram'], ['Backend Development', 'Data Science', 'Finance', 'Sales', 'Operations'], ['Policy Platform', 'Claims Automation', 'Underwriting'], 'an insurtech that sells health and motor insurance through 30,000 agents and partner apps'),
  C('Kisan Konnect', 'kisankonnect', 'startup', ['Pune', 'Ahmedabad'], ['Mobile Development', 'Data Science', 'Operations', 'Marketing'], ['Farmer App', 'Procurement', 'Advisory'], 'an agritech startup that connects farmers directly with buyers and gives crop advice in local languages'),
  C('Orbit Analytics', 'orbitanalytics', 'scaleup', ['Hyderabad', 'Bengaluru'], ['Data Science', 'Machine Learning', 'Backend Development', 'Consulting'], ['Customer Analytics', 'Data Platform', 'Client Solutions'], 'an analytics firm that builds data platforms and forecasting models for retail and FMCG brands', true),
  C('Dhruva AI', 'dhruvaai', 'startup', ['Bengaluru', 'Hyderabad'], ['Machine Learning', 'Software Engineering', 'Data Science', 'DevOps'], ['Speech', 'Indic LLMs', 'Inference Platform'], 'an AI startup building speech and language models for Indian languages', true),
  C('Chakra Mobility', 'chakramobility', 'scaleup', ['Chennai', 'Pune'], ['Embedded Systems', 'Software Engineering', 'Data Science', 'Mobile Development'], ['Battery Management', 'Vehicle Software', 'Fleet Analytics'], 'an electric two-wheeler maker designing its motors, batteries and software in India'),
  C('Rangoli Studio', 'rangolistudio', 'startup', ['Mumbai'], ['Design', 'Marketing', 'Content Writing'], ['Brand Design', 'Motion', 'Campaigns'], 'a design studio that builds brands and campaigns for Indian consumer startups'),
  C('Bharat Freight Systems', 'bharatfreight', 'enterprise', ['Delhi', 'Gurugram', 'Kolkata'], ['Operations', 'Software Engineering', 'Data Science', 'Sales'], ['Fleet Tracking', 'Route Planning', 'Enterprise Sales'], 'a logistics company moving goods for 1,200 manufacturers with a fleet of 8,000 trucks'),
  C('Neev Securities', 'neevsecurities', 'scaleup', ['Mumbai', 'Bengaluru'], ['Backend Development', 'Finance', 'Cybersecurity', 'Mobile Development', 'Quality Assurance'], ['Trading Platform', 'Mutual Funds', 'Market Data'], 'a discount stockbroker with 40 lakh active investors trading on its app'),
  C('Tarang Media', 'tarangmedia', 'scaleup', ['Mumbai', 'Noida'], ['Marketing', 'Content Writing', 'Design', 'Frontend Development'], ['Newsroom', 'Video', 'Audience Growth'], 'a digital media house publishing news and entertainment in English, Hindi and Marathi', true),
  C('Ananta Consulting Group', 'anantaconsulting', 'enterprise', ['Gurugram', 'Mumbai', 'Bengaluru'], ['Consulting', 'Finance', 'Data Science'], ['Strategy', 'Operations Practice', 'Digital Transformation'], 'a management consulting firm advising Indian conglomerates, PSUs and fast-growing startups'),
  C('Setu Infotech', 'setuinfotech', 'enterprise', ['Pune', 'Chennai', 'Noida', 'Kolkata'], ['Software Engineering', 'Quality Assurance', 'DevOps', 'Backend Development', 'Human Resources'], ['Banking Solutions', 'Cloud Migration', 'Digital Engineering'], 'an IT services company with 12,000 engineers delivering projects for banks and retailers worldwide'),
  C('Mitra Bank Digital', 'mitrabankdigital', 'enterprise', ['Mumbai', 'Hyderabad'], ['Software Engineering', 'Cybersecurity', 'Finance', 'Data Science', 'Product Management'], ['Mobile Banking', 'Lending', 'Fraud Analytics'], 'the digital banking arm of a private-sector bank serving over one crore customers'),
  C('Kavach Cyber', 'kavachcyber', 'startup', ['Bengaluru', 'Delhi'], ['Cybersecurity', 'Backend Development', 'Sales'], ['Threat Intelligence', 'SOC', 'Cloud Security'], 'a cybersecurity company protecting banks, hospitals and government bodies from online threats', true),
  C('Jugnoo Games', 'jugnoogames', 'startup', ['Hyderabad', 'Pune'], ['Software Engineering', 'Design', 'Quality Assurance', 'Marketing'], ['Casual Games', 'Game Server', 'Live Ops'], 'a mobile games studio whose casual games have been downloaded five crore times'),
  C('Pravah Energy', 'pravahenergy', 'enterprise', ['Ahmedabad', 'Mumbai'], ['Embedded Systems', 'Data Science', 'Finance', 'Operations'], ['Solar Monitoring', 'Grid Analytics', 'Project Finance'], 'a renewable energy company that builds and runs solar parks across Gujarat and Rajasthan'),
  C('Sutra Fashion', 'sutrafashion', 'startup', ['Delhi', 'Mumbai'], ['Marketing', 'Design', 'Operations', 'Full Stack Development'], ['D2C Store', 'Brand', 'Fulfilment'], 'a direct-to-consumer brand selling handloom-inspired everyday clothing online'),
  C('GharSe Homes', 'gharsehomes', 'startup', ['Pune', 'Mumbai'], ['Full Stack Development', 'Sales', 'Marketing', 'Design'], ['Listings', 'Home Loans', 'Broker App'], 'a proptech platform that helps families find, finance and move into their homes'),
  C('Khata Cloud', 'khatacloud', 'scaleup', ['Bengaluru', 'Ahmedabad'], ['Mobile Development', 'Backend Development', 'Product Management', 'Data Science', 'Sales'], ['Merchant App', 'Credit', 'Payments'], 'a bookkeeping and credit app used by 60 lakh kirana stores and small traders'),
  C('Indus Retail Tech', 'indusretailtech', 'enterprise', ['Kolkata', 'Bengaluru'], ['Software Engineering', 'Data Science', 'Operations', 'Quality Assurance'], ['Point of Sale', 'Merchandising', 'Loyalty'], 'a retail technology company running point-of-sale and loyalty systems for 3,000 stores'),
  C('Vayu Aerospace Systems', 'vayuaerospace', 'startup', ['Hyderabad', 'Bengaluru'], ['Embedded Systems', 'Machine Learning', 'Software Engineering'], ['Flight Software', 'Perception', 'Ground Control'], 'a drone company building survey and agricultural drones certified by the DGCA'),
  C('Lakshya Learning', 'lakshyalearning', 'scaleup', ['Kolkata', 'Delhi'], ['Content Writing', 'Marketing', 'Full Stack Development', 'Sales', 'Human Resources'], ['Test Prep', 'Mentorship', 'Video Platform'], 'a test-preparation platform for JEE, NEET and government exams', true),
  C('Amrut Foods', 'amrutfoods', 'enterprise', ['Ahmedabad', 'Mumbai'], ['Marketing', 'Finance', 'Operations', 'Human Resources', 'Sales'], ['Brand Marketing', 'Distribution', 'Corporate Finance'], 'an FMCG company whose snacks and beverages reach ten lakh retail outlets'),
  C('Samvad Telecom Solutions', 'samvadtelecom', 'enterprise', ['Noida', 'Bengaluru'], ['Software Engineering', 'DevOps', 'Quality Assurance', 'Embedded Systems'], ['5G Core', 'Network Automation', 'OSS/BSS'], 'a telecom software company building 5G network software for operators in India and Africa'),
  C('Prism Capital Advisors', 'prismcapital', 'scaleup', ['Mumbai'], ['Finance', 'Consulting'], ['Investment Banking', 'Equity Research', 'Private Equity'], 'a boutique investment bank advising on mergers, acquisitions and fundraises'),
  C('Corvid Software', 'corvidsoftware', 'enterprise', ['Bengaluru', 'Hyderabad'], ['Software Engineering', 'Backend Development', 'Machine Learning', 'DevOps', 'Product Management', 'Design'], ['Developer Platform', 'Search', 'Identity'], 'a global software company whose India centre builds core products for customers in 40 countries'),
  C('Northwind Systems India', 'northwindsystems', 'enterprise', ['Hyderabad', 'Pune'], ['Software Engineering', 'DevOps', 'Cybersecurity', 'Data Science'], ['Cloud Services', 'Data Engineering', 'Security Operations'], 'the India development centre of an international enterprise software company'),
  C('Helix Bioinformatics', 'helixbio', 'startup', ['Hyderabad', 'Bengaluru'], ['Data Science', 'Machine Learning', 'Backend Development'], ['Genomics Pipelines', 'Research Platform'], 'a bioinformatics startup that helps hospitals and researchers analyse genomic data'),
  C('Tatva Robotics', 'tatvarobotics', 'startup', ['Pune', 'Chennai'], ['Embedded Systems', 'Machine Learning', 'Software Engineering'], ['Warehouse Robots', 'Motion Planning', 'Vision'], 'a robotics company automating warehouses with autonomous mobile robots'),
  C('Dakshin Logistics', 'dakshinlogistics', 'scaleup', ['Chennai', 'Hyderabad'], ['Operations', 'Backend Development', 'Data Science', 'Sales'], ['Last Mile', 'Warehousing', 'Partner Network'], 'a third-party logistics provider with 60 warehouses across South India'),
  C('Zaika Cloud Kitchens', 'zaikakitchens', 'startup', ['Gurugram', 'Bengaluru', 'Mumbai'], ['Operations', 'Marketing', 'Data Science', 'Design'], ['Kitchen Ops', 'Brand Marketing', 'Menu Analytics'], 'a cloud-kitchen company running twelve food brands from 90 kitchens'),
  C('Nirmaan Infratech', 'nirmaaninfratech', 'scaleup', ['Ahmedabad', 'Mumbai'], ['Software Engineering', 'Operations', 'Finance', 'Sales'], ['Site Management', 'Procurement', 'Project Finance'], 'a construction-technology company that helps builders plan projects and buy materials'),
  C('Pulse Payments', 'pulsepayments', 'startup', ['Bengaluru'], ['Backend Development', 'Full Stack Development', 'Cybersecurity', 'DevOps', 'Finance'], ['Payment Gateway', 'Payouts', 'Compliance'], 'a payments startup building payout and subscription APIs for internet businesses', true),
  C('Kosh Wealth', 'koshwealth', 'startup', ['Mumbai', 'Bengaluru'], ['Mobile Development', 'Finance', 'Marketing', 'Content Writing', 'Frontend Development'], ['Investing App', 'Advisory', 'Content'], 'a wealth-management app helping young Indians start SIPs and plan their goals'),
  C('Hathi Data Systems', 'hathidata', 'scaleup', ['Chennai', 'Bengaluru'], ['Data Science', 'Backend Development', 'DevOps', 'Machine Learning'], ['Data Pipelines', 'Warehouse', 'ML Platform'], 'a data-engineering company building lakehouses and pipelines for enterprises', true),
  C('Meghdoot Networks', 'meghdootnetworks', 'enterprise', ['Noida', 'Bengaluru'], ['Embedded Systems', 'DevOps', 'Software Engineering', 'Quality Assurance'], ['Routers', 'Network OS', 'Test Automation'], 'a networking company making routers and switches for Indian enterprises and ISPs'),
  C('Saffron Creative Co', 'saffroncreative', 'startup', ['Delhi', 'Mumbai'], ['Marketing', 'Design', 'Content Writing'], ['Social Media', 'Performance', 'Creative'], 'a digital marketing agency running campaigns for fashion, food and lifestyle brands', true),
  C('Unnati Microfinance', 'unnatimicrofinance', 'enterprise', ['Kolkata', 'Delhi'], ['Finance', 'Operations', 'Software Engineering', 'Human Resources'], ['Loan Origination', 'Branch Operations', 'Credit Risk'], 'a microfinance institution serving 20 lakh women entrepreneurs in eastern India'),
  C('Aarohi Health', 'aarohihealth', 'enterprise', ['Chennai', 'Bengaluru'], ['Software Engineering', 'Data Science', 'Human Resources', 'Operations'], ['Hospital Systems', 'Telemedicine', 'Clinical Data'], 'a hospital chain with 22 hospitals and a growing telemedicine practice'),
  C('Cubix Commerce', 'cubixcommerce', 'scaleup', ['Noida', 'Gurugram'], ['Full Stack Development', 'Frontend Development', 'Backend Development', 'Sales', 'Quality Assurance'], ['Storefront', 'Checkout', 'Seller Tools'], 'an e-commerce platform that lets 50,000 small brands run their own online stores', true),
  C('Blue Lotus Hospitality', 'bluelotushospitality', 'enterprise', ['Mumbai', 'Delhi'], ['Marketing', 'Operations', 'Finance', 'Human Resources', 'Sales'], ['Revenue Management', 'Guest Experience', 'Corporate Sales'], 'a hotel group with 45 business and leisure hotels across India'),
  C('Suvidha HR Tech', 'suvidhahrtech', 'startup', ['Pune', 'Bengaluru'], ['Full Stack Development', 'Human Resources', 'Sales', 'Product Management', 'Design'], ['Payroll', 'Attendance', 'Employee App'], 'an HR and payroll platform for companies with 50 to 5,000 employees'),
  C('Trikon Semiconductors', 'trikonsemi', 'scaleup', ['Bengaluru', 'Hyderabad', 'Noida'], ['Embedded Systems', 'Software Engineering', 'Quality Assurance'], ['Chip Design', 'Verification', 'Firmware'], 'a fabless semiconductor company designing power-management and IoT chips'),
  C('Vistaar Maps', 'vistaarmaps', 'startup', ['Hyderabad', 'Pune'], ['Machine Learning', 'Backend Development', 'Data Science', 'Frontend Development'], ['Satellite Imagery', 'Routing', 'Map Platform'], 'a geospatial company building maps and satellite analytics for India'),
  C('Apna Dukaan POS', 'apnadukaanpos', 'startup', ['Ahmedabad', 'Mumbai'], ['Mobile Development', 'Sales', 'Operations', 'Quality Assurance'], ['Billing App', 'Inventory', 'Field Sales'], 'a point-of-sale and inventory app for retail shops, available in seven languages'),
  C('Sahyog Foundation', 'sahyogfoundation', 'startup', ['Delhi', 'Kolkata'], ['Content Writing', 'Data Science', 'Human Resources', 'Operations'], ['Programs', 'Impact Measurement', 'Fundraising'], 'a non-profit that runs digital literacy and livelihood programmes for young women', true),
  C('Kalpa Legal Tech', 'kalpalegaltech', 'startup', ['Delhi', 'Bengaluru'], ['Full Stack Development', 'Machine Learning', 'Content Writing', 'Sales'], ['Contract AI', 'Case Management'], 'a legal-tech startup that helps law firms and in-house teams manage contracts and cases', true),
  C('Inkwell Content Labs', 'inkwellcontent', 'startup', ['Bengaluru', 'Noida'], ['Content Writing', 'Marketing', 'Design'], ['Editorial', 'SEO', 'Video'], 'a content agency producing articles, videos and courses for technology companies', true),
  C('Driftwood Remote', 'driftwoodremote', 'startup', ['Bengaluru'], ['Full Stack Development', 'DevOps', 'Design', 'Content Writing', 'Quality Assurance'], ['Product Engineering', 'Infrastructure', 'Design Studio'], 'a remote-first product studio building software for clients in Europe and the US', true),
  C('Sthira Quant', 'sthiraquant', 'startup', ['Mumbai', 'Bengaluru'], ['Software Engineering', 'Data Science', 'Finance'], ['Trading Systems', 'Research', 'Risk'], 'a quantitative trading firm building low-latency strategies for Indian exchanges'),
  C('Parichay Identity', 'parichayidentity', 'startup', ['Bengaluru', 'Gurugram'], ['Backend Development', 'Machine Learning', 'Cybersecurity', 'Sales'], ['KYC APIs', 'Face Match', 'Fraud'], 'an identity-verification company running video KYC and document checks for fintechs'),
  C('Moksha Wellness', 'mokshawellness', 'startup', ['Bengaluru', 'Mumbai'], ['Mobile Development', 'Design', 'Marketing', 'Content Writing'], ['Wellness App', 'Community', 'Growth'], 'a wellness app offering guided yoga, meditation and therapy sessions', true),
  C('Navya Auto Tech', 'navyaautotech', 'scaleup', ['Pune', 'Chennai'], ['Embedded Systems', 'Software Engineering', 'Quality Assurance', 'Machine Learning'], ['Infotainment', 'ADAS', 'Telematics'], 'an automotive software company building infotainment and driver-assistance systems'),
  C('Urja Smart Grid', 'urjasmartgrid', 'scaleup', ['Ahmedabad', 'Pune'], ['Embedded Systems', 'Data Science', 'Backend Development', 'Operations'], ['Smart Meters', 'Analytics Platform'], 'a smart-metering company that helps electricity distributors cut losses'),
  C('Kaveri Analytics', 'kaverianalytics', 'startup', ['Chennai', 'Hyderabad'], ['Data Science', 'Consulting', 'Machine Learning'], ['Insurance Analytics', 'Client Delivery'], 'an analytics consultancy building pricing and churn models for insurers and telecom operators'),
  C('Greenleaf Consulting', 'greenleafconsulting', 'scaleup', ['Kolkata', 'Delhi', 'Mumbai'], ['Consulting', 'Finance', 'Human Resources', 'Operations'], ['Sustainability', 'Risk Advisory', 'People Advisory'], 'a consulting firm advising companies on sustainability, risk and organisation design'),
  C('Sapphire Insurance Brokers', 'sapphirebrokers', 'scaleup', ['Gurugram', 'Mumbai'], ['Sales', 'Finance', 'Operations', 'Marketing'], ['Corporate Insurance', 'Retail Sales', 'Claims Support'], 'an insurance broking firm serving 3,000 corporate clients'),
  C('Motif Design Systems', 'motifdesign', 'startup', ['Bengaluru', 'Pune'], ['Design', 'Frontend Development', 'Product Management'], ['Design Systems', 'Research'], 'a product design consultancy that builds design systems for banks and SaaS companies', true),
  C('Tez Courier', 'tezcourier', 'scaleup', ['Delhi', 'Noida', 'Mumbai'], ['Operations', 'Mobile Development', 'Backend Development', 'Sales', 'Human Resources'], ['Rider App', 'Dispatch', 'Enterprise Accounts'], 'an intra-city courier service delivering 3 lakh parcels a day in twelve cities'),
];

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

const ELIGIBILITY_SEED = 0x2027;

/** Degrees a category's postings may ask for (its description names the same ones). */
const ELIGIBLE_DEGREES: Partial<Record<string, string[]>> = {
  engineering: ['B.Tech', 'B.E.', 'M.Tech', 'MCA', 'B.Sc'],
  design: ['B.Des', 'M.Des'],
  finance: ['B.Com', 'BBA', 'MBA'],
};

/**
 * Who may apply (docs/product/matches.md), as Indian postings say it: most internships name the
 * batches their description gives (graduating this year or next), some fresher roles last year's
 * and this year's; some engineering, design and finance postings name the degrees; a few a
 * minimum CGPA. The rest are open to all.
 */
function chooseEligibility(
  random: Random,
  category: Category,
  type: JobType,
  experienceMin: number,
  graduationYear: number,
): Pick<JobImportInput, 'eligibleGraduationYears' | 'eligibleDegrees' | 'minCgpa'> {
  const out: Pick<JobImportInput, 'eligibleGraduationYears' | 'eligibleDegrees' | 'minCgpa'> = {};
  const batches = random.next();
  if (type === 'Internship' && batches < 0.6) out.eligibleGraduationYears = [graduationYear, graduationYear + 1];
  else if (type === 'Full-time' && experienceMin === 0 && batches < 0.3) out.eligibleGraduationYears = [graduationYear - 1, graduationYear];
  const group = category.degrees === ENGINEERING_DEGREES ? 'engineering' : category.name === 'Design' ? 'design' : category.name === 'Finance' ? 'finance' : '';
  const degrees = ELIGIBLE_DEGREES[group];
  if (degrees && random.chance(0.4)) out.eligibleDegrees = random.chance(0.3) && group === 'engineering' ? ['B.Tech', 'B.E.'] : degrees;
  if (random.chance(0.12)) out.minCgpa = random.pick([6, 6.5, 7, 7.5, 8]);
  return out;
}

/** mulberry32: small, fast and good enough for demo data; the same seed always gives the same sequence. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(next() * items.length)]!;
  };
  const chance = (p: number) => next() < p;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance, sample };
}
type Random = ReturnType<typeof createRandom>;

/** Indian digit grouping (1,50,000), written out so the output never depends on the ICU build. */
function formatRupees(amount: number): string {
  const digits = String(Math.round(amount));
  if (digits.length <= 3) return `₹${digits}`;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${rest},${last3}`;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface Plan {
  company: DemoCompany;
  category: Category;
}

/** Two postings per company, the rest spread by company size. */
function planPostings(random: Random): Plan[] {
  const plans: Plan[] = [];
  for (const company of demoCompanies) {
    for (let i = 0; i < 2; i += 1) plans.push({ company, category: categoryByName.get(company.hires[i % company.hires.length]!)! });
  }
  const weight = { startup: 2, scaleup: 3, enterprise: 4 } as const;
  const weighted = demoCompanies.flatMap((c) => Array.from({ length: weight[c.size] }, () => c));
  while (plans.length < DEMO_JOB_COUNT) {
    const company = random.pick(weighted);
    plans.push({ company, category: categoryByName.get(random.pick(company.hires))! });
  }
  return plans;
}

function chooseType(random: Random, category: Category): JobType {
  if (random.chance(category.internShare)) return 'Internship';
  if (random.chance(category.flexibleShare)) {
    return random.pick(['Part-time', 'Freelance', 'Contract'] as const);
  }
  return 'Full-time';
}

const experienceLevels = [
  { min: 0, max: 1, weight: 4 },
  { min: 0, max: 2, weight: 3 },
  { min: 1, max: 3, weight: 4 },
  { min: 2, max: 4, weight: 2 },
  { min: 3, max: 5, weight: 2 },
  { min: 5, max: 8, weight: 1 },
] as const;
const weightedExperience = experienceLevels.flatMap((e) => Array.from({ length: e.weight }, () => e));

/** Engineering baseline (LPA at the bottom of the range) for an experience floor, before the multipliers. */
const baseLpa = (experienceMin: number) => [5, 7, 9, 12, 14, 16, 20][Math.min(experienceMin, 6)]!;
const sizePay = { startup: 0.95, scaleup: 1.1, enterprise: 1 } as const;

interface Pay {
  stipend: string;
  salaryMin: number;
  salaryMax: number;
}

function choosePay(random: Random, type: JobType, category: Category, company: DemoCompany, experienceMin: number): Pay {
  const factor = category.pay * sizePay[company.size];
  switch (type) {
    case 'Internship': {
      const monthly = roundTo(random.int(8, 30) * 1000 * factor, 1000);
      return { stipend: `${formatRupees(Math.max(5000, monthly))}/month`, salaryMin: 0, salaryMax: 0 };
    }
    case 'Part-time': {
      const monthly = roundTo(random.int(12, 35) * 1000 * factor, 1000);
      return { stipend: `${formatRupees(monthly)}/month`, salaryMin: 0, salaryMax: 0 };
    }
    case 'Freelance': {
      const hourly = roundTo(random.int(400, 1500) * factor, 50);
      return { stipend: `${formatRupees(hourly)}/hour`, salaryMin: 0, salaryMax: 0 };
    }
    default: {
      const min = Math.max(2.5, baseLpa(experienceMin) * factor * (0.85 + random.next() * 0.3));
      const max = min + Math.max(1.5, min * (0.25 + random.next() * 0.35));
      return {
        stipend: '',
        salaryMin: roundTo(min * 100_000, 50_000),
        salaryMax: roundTo(max * 100_000, 50_000),
      };
    }
  }
}

const entryLevelTitle = /Trainee|Associate|\bI$/;
const seniorTitle = /\bII$|Manager|Partner|Strategist|Owner|Applied Scientist/;

function chooseTitle(random: Random, type: JobType, category: Category, company: DemoCompany, experienceMin: number): string {
  if (type === 'Internship') return random.pick(category.internTitles);
  const fitting = category.titles.filter((t) =>
    experienceMin >= 2 ? !entryLevelTitle.test(t) : experienceMin === 0 ? !seniorTitle.test(t) : true,
  );
  let title = random.pick(fitting.length > 0 ? fitting : category.titles);
  if (experienceMin >= 3 && !seniorTitle.test(title)) title = `Senior ${title}`;
  if (type === 'Contract') title = `${title} (Contract)`;
  if (type === 'Part-time') title = `${title} (Part-time)`;
  if (!title.includes('–') && random.chance(0.3)) title = `${title} – ${random.pick(company.teams)}`;
  return title;
}

function chooseSkills(random: Random, category: Category): string[] {
  const extras = random.sample(category.extraSkills, random.int(2, 6));
  return [...new Set([...category.coreSkills, ...extras])];
}

function chooseDomains(random: Random, category: Category): string[] {
  const domains: string[] = [category.name];
  if (random.chance(0.45)) domains.push(random.pick(category.related));
  if (random.chance(0.1)) domains.push(random.pick(categories).name);
  return [...new Set(domains)];
}

const benefits = [
  'Health insurance for you, your spouse, children and parents',
  'A learning budget of ₹50,000 a year for courses, books and conferences',
  'Flexible working hours and a hybrid-friendly culture',
  'Employee stock options (ESOPs)',
  'Paid parental leave and a creche allowance',
  'Two weeks of company-wide holidays at the end of the year',
  'A new laptop and a home-office allowance',
  'Free lunch and evening snacks at the office',
  'Annual team offsites',
  'Relocation support for candidates moving cities',
  'Mental health support through a confidential counselling service',
];

const internPerks = [
  'A pre-placement offer (PPO) for strong performers',
  'A certificate and a letter of recommendation',
  'A dedicated mentor and weekly one-on-ones',
  'Flexible hours around your college schedule',
  'Real projects that ship to production, not dummy assignments',
  'Access to internal tech talks and learning sessions',
];

const closings = [
  'We review every application and reply within two weeks.',
  'Our hiring process: a short call with the recruiter, one or two skill rounds, and a conversation with the team.',
  '{company} is an equal-opportunity employer. We welcome applicants of every gender, background, caste, religion and ability.',
  'Apply with your CV; a short note on why this role excites you helps us a lot.',
  'Women returning to work after a career break are warmly encouraged to apply.',
];

const fill = (text: string, company: DemoCompany, team: string) =>
  text.replaceAll('{company}', company.name).replaceAll('{team}', team);

interface DescriptionInput {
  company: DemoCompany;
  category: Category;
  type: JobType;
  team: string;
  skills: string[];
  location: string;
  workMode: WorkMode;
  experienceMin: number;
  experienceMax: number;
  graduationYear: number;
}

function writeDescription(random: Random, d: DescriptionInput): string {
  const { company, category, type, team } = d;
  const paragraphs: string[] = [];

  const summary = [fill(random.pick(category.summaries), company, team)];
  if (type === 'Internship') {
    summary.push(`This is a ${random.pick([2, 3, 6, 6])}-month internship, starting ${random.pick(['immediately', 'within a month', 'when your semester break begins', 'on a date that suits your academic calendar'])}.`);
  } else if (type === 'Contract') {
    summary.push(`This is a ${random.pick([6, 9, 12])}-month contract with a possibility of extension.`);
  } else if (type === 'Part-time') {
    summary.push(`The role needs about ${random.pick([15, 20, 25])} hours a week, with flexible timings.`);
  } else if (type === 'Freelance') {
    summary.push('You will work on a project basis, with clear briefs and timely payments.');
  }
  paragraphs.push(summary.join(' '));

  paragraphs.push(
    `About ${company.name}: ${company.name} is ${company.blurb}. ` +
      random.pick([
        `We are headquartered in ${company.cities[0]} and ${company.cities.length > 1 ? `have teams in ${company.cities.slice(1).join(' and ')}` : 'are growing fast'}.`,
        `Our ${company.size === 'enterprise' ? 'teams of thousands' : company.size === 'scaleup' ? 'team of a few hundred' : 'small, senior team'} values ownership, candour and kindness.`,
        `We believe the best products for India are built by people who understand India, and we hire accordingly.`,
      ]),
  );

  const responsibilities = random.sample(category.responsibilities, random.int(3, 5));
  paragraphs.push(`What you will do:\n${responsibilities.map((r) => `- ${r}`).join('\n')}`);

  const needs: string[] = [];
  if (type === 'Internship') {
    needs.push(`Pursuing ${category.degrees}, graduating in ${d.graduationYear} or ${d.graduationYear + 1}`);
  } else if (d.experienceMin === 0) {
    needs.push(`${category.degrees[0]!.toUpperCase()}${category.degrees.slice(1)}; freshers are welcome`);
  } else {
    needs.push(`${d.experienceMin}–${d.experienceMax} years of relevant experience`);
  }
  needs.push(`Working knowledge of ${d.skills.slice(0, 3).join(', ')}`);
  needs.push(
    random.pick([
      'Clear written and spoken communication in English',
      'Curiosity and the habit of asking good questions',
      'Comfort with ambiguity and a bias for action',
      'A portfolio, GitHub profile or past work you are proud of',
    ]),
  );
  if (random.chance(0.4)) needs.push('Knowledge of Hindi or another Indian language is a plus');
  paragraphs.push(`What we are looking for:\n${needs.map((n) => `- ${n}`).join('\n')}`);

  const perks = type === 'Internship' ? random.sample(internPerks, 3) : random.sample(benefits, random.int(3, 4));
  paragraphs.push(`${type === 'Internship' ? 'Perks' : 'Benefits'}:\n${perks.map((p) => `- ${p}`).join('\n')}`);

  const where =
    d.workMode === 'remote'
      ? 'This role is fully remote within India; we meet in person once a quarter.'
      : d.workMode === 'hybrid'
        ? `This is a hybrid role based in ${d.location}, with three days a week in the office.`
        : `This role is based at our ${d.location} office.`;
  paragraphs.push(`${where} ${fill(random.pick(closings), company, team)}`);

  return paragraphs.join('\n\n');
}

/**
 * The demo catalogue as import rows (the same shape `npm run jobs:import` reads), for the given
 * moment: postings spread over the 60 days before `now`, a few of them already expired.
 */
export function generateDemoCatalogue(now: Date, seed = DEMO_SEED): JobImportInput[] {
  const random = createRandom(seed);
  const plans = planPostings(random);
  const graduationYear = now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0);

  // Which postings are expired and featured is decided up front, so the counts are exact.
  const indices = plans.map((_, i) => i);
  const expired = new Set(random.sample(indices, DEMO_EXPIRED_COUNT));
  const featured = new Set(random.sample(indices.filter((i) => !expired.has(i)), DEMO_FEATURED_COUNT));
  const seen = new Set<string>();
  // Eligibility draws from its own sequence, so that the rest of the catalogue stays as it was.
  const eligibilityRandom = createRandom(seed ^ ELIGIBILITY_SEED);

  return plans.map(({ company, category }, index): JobImportInput => {
    const type = chooseType(random, category);
    const level = type === 'Internship' ? { min: 0, max: random.pick([0, 1]) } : random.pick(weightedExperience);

    let title = '';
    let location: string = company.cities[0]!;
    let workMode: WorkMode = 'onsite';
    // Re-roll the rare exact duplicate (same company, title and city) so every posting is distinct.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      title = chooseTitle(random, type, category, company, level.min);
      const remote = company.remoteFriendly ? random.chance(0.35) : random.chance(0.06);
      location = remote ? 'Remote' : random.pick(company.cities);
      workMode = remote ? 'remote' : random.chance(0.4) ? 'hybrid' : 'onsite';
      const key = `${company.name}|${title}|${location}`;
      if (!seen.has(key)) {
        seen.add(key);
        break;
      }
    }

    const team = random.pick(company.teams);
    const skills = chooseSkills(random, category);
    const pay = choosePay(random, type, category, company, level.min);

    // Posted some time in the last 60 days during Indian working hours; expired ones are the oldest.
    const daysAgo = expired.has(index) ? random.int(50, 59) : featured.has(index) ? random.int(0, 25) : random.int(0, 59);
    const postedDate = new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, 10 * 60) * 60_000);
    const lifetimeDays = expired.has(index)
      ? random.int(30, daysAgo - 2)
      : random.int(Math.max(30, daysAgo + 7), 90);
    const expiryDate = new Date(postedDate.getTime() + lifetimeDays * DAY_MS);

    const externalId = `demo-${String(index + 1).padStart(4, '0')}`;
    return {
      externalId,
      title,
      company: company.name,
      type,
      location,
      workMode,
      stipend: pay.stipend,
      salaryMin: pay.salaryMin,
      salaryMax: pay.salaryMax,
      experienceMin: level.min,
      experienceMax: level.max,
      domains: chooseDomains(random, category),
      skills,
      description: writeDescription(random, {
        company,
        category,
        type,
        team,
        skills,
        location,
        workMode,
        experienceMin: level.min,
        experienceMax: level.max,
        graduationYear,
      }),
      applyLink: `https://careers.${company.slug}.example/jobs/${externalId}`,
      postedDate: postedDate.toISOString(),
      expiryDate: expiryDate.toISOString(),
      isUrgent: !expired.has(index) && random.chance(0.12),
      isFeatured: featured.has(index),
      ...chooseEligibility(eligibilityRandom, category, type, level.min, graduationYear),
    };
  });
}

/** Names of the demo companies, for tests and tooling. */
export const demoCompanyNames: readonly string[] = demoCompanies.map((c) => c.name);
