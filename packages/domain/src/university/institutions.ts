/**
 * Schools and residency programs for the form's searchable list; each name is both label and
 * value. Only institutions known to exist under exactly these names: the CODA-accredited dental
 * schools of the United States (including Puerto Rico), the ten Canadian faculties of dentistry,
 * and well-known residency sites (federal postgraduate dental schools, orthodontic programs,
 * children's hospitals with pediatric dentistry residencies). Anyone else picks Other and types
 * the name, so the list never needs a guess.
 */
const US_SCHOOLS = [
  'A.T. Still University Arizona School of Dentistry & Oral Health',
  'A.T. Still University Missouri School of Dentistry & Oral Health',
  'Boston University Henry M. Goldman School of Dental Medicine',
  'Case Western Reserve University School of Dental Medicine',
  'Columbia University College of Dental Medicine',
  'Creighton University School of Dentistry',
  'Dental College of Georgia at Augusta University',
  'East Carolina University School of Dental Medicine',
  'Harvard School of Dental Medicine',
  'Herman Ostrow School of Dentistry of USC',
  'Howard University College of Dentistry',
  'Indiana University School of Dentistry',
  'Kansas City University College of Dental Medicine',
  'Lake Erie College of Osteopathic Medicine School of Dental Medicine',
  'Lincoln Memorial University College of Dental Medicine',
  'Loma Linda University School of Dentistry',
  'LSU Health New Orleans School of Dentistry',
  'Marquette University School of Dentistry',
  'Medical University of South Carolina James B. Edwards College of Dental Medicine',
  'Meharry Medical College School of Dentistry',
  'Midwestern University College of Dental Medicine-Arizona',
  'Midwestern University College of Dental Medicine-Illinois',
  'New York University College of Dentistry',
  'Nova Southeastern University College of Dental Medicine',
  'Oregon Health & Science University School of Dentistry',
  'Roseman University of Health Sciences College of Dental Medicine',
  'Rutgers School of Dental Medicine',
  'Southern Illinois University School of Dental Medicine',
  'Stony Brook University School of Dental Medicine',
  'Temple University Maurice H. Kornberg School of Dentistry',
  'Texas A&M University School of Dentistry',
  'Texas Tech University Health Sciences Center El Paso Woody L. Hunt School of Dental Medicine',
  'The Ohio State University College of Dentistry',
  'Touro College of Dental Medicine',
  'Tufts University School of Dental Medicine',
  'University at Buffalo School of Dental Medicine',
  'University of Alabama at Birmingham School of Dentistry',
  'University of California, Los Angeles School of Dentistry',
  'University of California, San Francisco School of Dentistry',
  'University of Colorado School of Dental Medicine',
  'University of Connecticut School of Dental Medicine',
  'University of Detroit Mercy School of Dentistry',
  'University of Florida College of Dentistry',
  'University of Illinois Chicago College of Dentistry',
  'University of Iowa College of Dentistry',
  'University of Kentucky College of Dentistry',
  'University of Louisville School of Dentistry',
  'University of Maryland School of Dentistry',
  'University of Michigan School of Dentistry',
  'University of Minnesota School of Dentistry',
  'University of Mississippi Medical Center School of Dentistry',
  'University of Missouri-Kansas City School of Dentistry',
  'University of Nebraska Medical Center College of Dentistry',
  'University of Nevada, Las Vegas School of Dental Medicine',
  'University of New England College of Dental Medicine',
  'University of North Carolina Adams School of Dentistry',
  'University of Oklahoma College of Dentistry',
  'University of Pennsylvania School of Dental Medicine',
  'University of Pittsburgh School of Dental Medicine',
  'University of Puerto Rico School of Dental Medicine',
  'University of Tennessee Health Science Center College of Dentistry',
  'University of the Pacific Arthur A. Dugoni School of Dentistry',
  'University of Utah School of Dentistry',
  'University of Washington School of Dentistry',
  'UT Health San Antonio School of Dentistry',
  'UTHealth Houston School of Dentistry',
  'Virginia Commonwealth University School of Dentistry',
  'West Virginia University School of Dentistry',
  'Western University of Health Sciences College of Dental Medicine',
];

const CANADIAN_FACULTIES = [
  'Dalhousie University Faculty of Dentistry',
  'McGill University Faculty of Dental Medicine and Oral Health Sciences',
  'Université de Montréal Faculté de médecine dentaire',
  'Université Laval Faculté de médecine dentaire',
  'University of Alberta School of Dentistry',
  'University of British Columbia Faculty of Dentistry',
  'University of Manitoba Dr. Gerald Niznick College of Dentistry',
  'University of Saskatchewan College of Dentistry',
  'University of Toronto Faculty of Dentistry',
  'Western University Schulich School of Medicine & Dentistry',
];

const RESIDENCY_PROGRAMS = [
  'Air Force Postgraduate Dental School',
  'Army Postgraduate Dental School',
  'Naval Postgraduate Dental School',
  'Eastman Institute for Oral Health',
  'NYU Langone Dental Medicine',
  'Montefiore Medical Center',
  'Jacksonville University School of Orthodontics',
  'Saint Louis University Center for Advanced Dental Education',
  'Seton Hill University Center for Orthodontics',
  "Boston Children's Hospital",
  "Children's Hospital Colorado",
  "Children's Hospital Los Angeles",
  "Children's Hospital of Philadelphia",
  "Children's National Hospital",
  'Cincinnati Children\'s Hospital Medical Center',
  "Nationwide Children's Hospital",
  "Seattle Children's Hospital",
];

/** The value of the last option; choosing it asks for the name in universityOther. */
export const UNIVERSITY_OTHER = 'Other';

export const UNIVERSITIES: readonly string[] = [...US_SCHOOLS, ...CANADIAN_FACULTIES, ...RESIDENCY_PROGRAMS].sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/** What the list offers: every institution, then Other. */
export const UNIVERSITY_OPTIONS: readonly string[] = [...UNIVERSITIES, UNIVERSITY_OTHER];

export function isUniversityOption(value: string): boolean {
  return UNIVERSITY_OPTIONS.includes(value);
}
