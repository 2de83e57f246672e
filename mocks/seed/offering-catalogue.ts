/**
 * Offering categories and the offerings each may hold, as temples in Kerala and Tamil Nadu list
 * them. Seed temples draw their categories (and up to 8 offerings per category) from here.
 */

/** Price band of a category's offerings, in rupees. */
export type PriceBand = 'low' | 'mid' | 'high'

export interface CatalogueCategory {
  name: string
  band: PriceBand
  /** Prasadam-like offerings that can be couriered. */
  courier?: boolean
  offerings: readonly string[]
}

export const PRICE_BANDS: Record<PriceBand, readonly number[]> = {
  low: [10, 20, 25, 30, 40, 50, 60, 75, 101],
  mid: [101, 151, 201, 251, 301, 351, 501, 751, 1001],
  high: [1001, 1501, 2001, 2501, 3001, 5001, 10001, 15001, 25001],
}

function cat(name: string, band: PriceBand, offerings: readonly string[], courier = false): CatalogueCategory {
  return { name, band, offerings, courier }
}

export const KERALA_CATALOGUE: readonly CatalogueCategory[] = [
  cat('Archana', 'low', [
    'Archana',
    'Sahasranama Archana',
    'Ashtothara Archana',
    'Trishathi Archana',
    'Lalitha Sahasranama Archana',
    'Vishnu Sahasranama Archana',
    'Bhagyasooktha Archana',
    'Swayamvara Archana',
  ]),
  cat('Pushpanjali', 'low', [
    'Pushpanjali',
    'Raktha Pushpanjali',
    'Purushasooktha Pushpanjali',
    'Bhagyasooktha Pushpanjali',
    'Aikyamathya Sooktha Pushpanjali',
    'Santhana Gopala Pushpanjali',
    'Swayamvara Pushpanjali',
  ]),
  cat('Homam', 'high', [
    'Ganapathi Homam',
    'Ashta Dravya Ganapathi Homam',
    'Mrithyunjaya Homam',
    'Sudarshana Homam',
    'Ayush Homam',
    'Navagraha Homam',
    'Thila Homam',
    'Bhagavathi Homam',
  ]),
  cat('Vilakku', 'low', [
    'Neyyvilakku',
    'Ennavilakku',
    'Chuttuvilakku',
    'Nirapara Vilakku',
    'Deepasthambham Vilakku',
    'Kedavilakku',
    'Anchuthiri Vilakku',
  ]),
  cat('Abhishekam', 'mid', [
    'Ksheerabhishekam',
    'Panchamrutha Abhishekam',
    'Neyyabhishekam',
    'Ilaneer Abhishekam',
    'Kalabhabhishekam',
    'Ashtabhishekam',
    'Jaladhara',
  ]),
  cat(
    'Nivedyam',
    'mid',
    [
      'Vella Nivedyam',
      'Palpayasam',
      'Ada Pradhaman',
      'Kadum Payasam',
      'Sharkara Payasam',
      'Thrimadhuram',
      'Avil Nivedyam',
      'Malar Nivedyam',
    ],
    true,
  ),
  cat('Prasadam', 'low', ['Appam', 'Unniyappam', 'Aravana', 'Kootu Payasam', 'Panchamritham', 'Ottada', 'Modakam'], true),
  cat('Thulabharam', 'high', [
    'Thulabharam (Banana)',
    'Thulabharam (Jaggery)',
    'Thulabharam (Sugar)',
    'Thulabharam (Coconut)',
    'Thulabharam (Ghee)',
    'Thulabharam (Rice)',
    'Thulabharam (Lotus Flowers)',
  ]),
  cat('Samskarams', 'mid', ['Choroonu', 'Namakaranam', 'Nool Kettu', 'Upanayanam', 'Vidyarambham', 'Ezhuthiniruthu']),
  cat('Vivaham', 'high', ['Vivaham', 'Vivaha Pooja', 'Thali Pooja', 'Mangalya Pooja', 'Swayamvara Pooja']),
  cat('Vahana Pooja', 'mid', ['Two Wheeler Pooja', 'Car Pooja', 'Auto Rickshaw Pooja', 'Heavy Vehicle Pooja', 'New Vehicle Pooja']),
  cat('Navagraha Pooja', 'mid', [
    'Navagraha Pooja',
    'Shani Pooja',
    'Rahu Pooja',
    'Ketu Pooja',
    'Chovva Pooja',
    'Guru Pooja',
    'Shukra Pooja',
    'Surya Pooja',
  ]),
  cat('Sarpa Pooja', 'mid', ['Noorum Palum', 'Sarpa Bali', 'Ayilya Pooja', 'Pulluvan Pattu', 'Manjal Abhishekam']),
  cat('Bhagavathi Seva', 'mid', ['Bhagavathi Seva', 'Valiya Bhagavathi Seva', 'Guruthi Pushpanjali', 'Kumkumarchana', 'Pattum Thaliyum']),
  cat('Udayasthamana Pooja', 'high', [
    'Udayasthamana Pooja',
    'Ardha Udayasthamana Pooja',
    'Ucha Pooja',
    'Athazha Pooja',
    'Pantheeradi Pooja',
  ]),
  cat('Niramala', 'mid', ['Niramala', 'Ardha Niramala', 'Malachartha', 'Thamara Mala', 'Thulasi Mala', 'Jamanthi Mala']),
  cat('Charthu', 'mid', ['Kalabham Charthu', 'Chandanam Charthu', 'Muzhukappu', 'Vennachar', 'Navakam']),
  cat('Annadanam', 'mid', [
    'Annadanam (1 person)',
    'Annadanam (10 persons)',
    'Annadanam (50 persons)',
    'Annadanam (100 persons)',
    'Prathal',
    'Sadya',
  ]),
  cat('Ganapathi Pooja', 'low', ['Ganapathi Pooja', 'Appam Moodal', 'Modaka Nivedyam', 'Karuka Homam', 'Unniyappam Moodal']),
  cat('Sastha Pooja', 'low', ['Neerajanam', 'Ellu Thiri', 'Sastha Pooja', 'Ayyappa Pooja', 'Pushpabhishekam']),
  cat('Hanuman Pooja', 'low', ['Vada Mala', 'Vettila Mala', 'Sindooram Charthu', 'Hanuman Pooja', 'Avil Nivedyam']),
  cat('Saraswathi Pooja', 'low', ['Saraswathi Pooja', 'Saraswatha Ghritham', 'Pusthaka Pooja', 'Ezhuthinu Iruthal']),
  cat('Dhanwanthari Pooja', 'mid', ['Dhanwanthari Pooja', 'Dhanwanthari Homam', 'Mukkudi Nivedyam', 'Ghritha Nivedyam']),
  cat('Shiva Pooja', 'mid', [
    'Rudrabhishekam',
    'Dhara',
    'Koovalamala',
    'Pinvilakku',
    'Shivarathri Pooja',
    'Pradosha Pooja',
    'Umamaheswara Pooja',
  ]),
  cat('Vishnu Pooja', 'mid', ['Vishnu Pooja', 'Sudarshana Pooja', 'Thulasi Archana', 'Lakshmi Narayana Pooja', 'Sreekrishna Pooja']),
  cat('Devi Pooja', 'mid', ['Devi Pooja', 'Lalitha Pooja', 'Bhuvaneswari Pooja', 'Chandika Pooja', 'Durga Pooja']),
  cat('Festival Poojas', 'high', [
    'Ashtami Rohini Pooja',
    'Navarathri Pooja',
    'Vishu Kani',
    'Mandala Pooja',
    'Karthika Pooja',
    'Thiruvonam Pooja',
  ]),
  cat('Nakshatra Poojas', 'low', [
    'Ayilyam Pooja',
    'Thiruvonam Nakshatra Pooja',
    'Sashti Pooja',
    'Ekadasi Pooja',
    'Sankranthi Pooja',
    'Janma Nakshatra Pooja',
  ]),
  cat('Pithru Karmam', 'mid', ['Vavu Bali', 'Thilahavanam', 'Pithru Bali', 'Sraadham', 'Karkidaka Vavu Bali']),
  cat('Utsavam Sponsorship', 'high', [
    'Utsavam Sponsorship',
    'Ezhunnallathu',
    'Kodiyettam Sponsorship',
    'Aaraattu Sponsorship',
    'Vilakku Ezhunnallathu',
  ]),
  cat('Nadavaravu', 'mid', ['Nadavaravu (Rice)', 'Nadavaravu (Coconut)', 'Nadavaravu (Oil)', 'Nadavaravu (Ghee)']),
  cat('Kanikka', 'low', ['Kanikka', 'Bhandaram', 'Swarna Kanikka']),
  cat('Mala', 'low', ['Thechi Mala', 'Arali Mala', 'Mulla Mala', 'Thamara Mala', 'Thulasi Mala']),
  cat('Deeparadhana', 'low', ['Deeparadhana', 'Karpoora Aarathi', 'Kumbha Aarathi', 'Pancha Aarathi']),
  cat('Ashtadravyam', 'mid', ['Ashtadravya Abhishekam', 'Ashtadravya Homam', 'Ashtadravya Nivedyam']),
  cat('Yagam', 'high', ['Athirudram', 'Sahasra Kalasham', 'Lakshaarchana', 'Koti Archana']),
  cat('Santhana Prarthana', 'mid', ['Uruli Kamazhthal', 'Thottil Samarpanam', 'Santhana Gopala Pooja']),
  cat('Ayushya Pooja', 'mid', ['Pirannal Pooja', 'Ayushya Pooja', 'Mrithyunjaya Pushpanjali', 'Shashtipoorthi Pooja']),
  cat('Parayanam', 'mid', [
    'Gita Parayanam',
    'Bhagavatha Saptaham',
    'Narayaneeyam Parayanam',
    'Ramayana Parayanam',
    'Devi Mahatmyam Parayanam',
  ]),
  cat('Kshetra Kalakal', 'high', [
    'Chenda Melam',
    'Panchavadyam',
    'Thayambaka',
    'Kathakali',
    'Ottamthullal',
    'Chakyar Koothu',
    'Nadaswaram',
  ]),
  cat('Krishnanattam', 'high', [
    'Avataram',
    'Kaliyamardanam',
    'Rasakrida',
    'Kamsavadham',
    'Swayamvaram',
    'Banayuddham',
    'Vividavadham',
    'Swargarohanam',
  ]),
  cat('Gaja Seva', 'high', ['Anayoottu', 'Gaja Pooja', 'Nettipattam Samarpanam']),
  cat('Namajapam', 'low', ['Bhajana', 'Namajapam', 'Akhandanama Japam', 'Harinama Keerthanam']),
  cat('Kalasham', 'high', ['Kalasha Pooja', 'Navakalasham', 'Panchagavyam', 'Dravya Kalasham']),
  cat('Murugan Pooja', 'low', ['Kavadi', 'Shashti Vratham', 'Skanda Pooja', 'Panchamritha Abhishekam']),
  cat('Sree Chakra Pooja', 'high', ['Sree Chakra Pooja', 'Navavarana Pooja', 'Lalitha Sahasranama Homam']),
  cat('Dosha Pariharam', 'mid', ['Shani Dosha Pariharam', 'Rahu Kethu Pariharam', 'Kuja Dosha Pariharam', 'Sarpa Dosha Pariharam']),
  cat('Nithya Pooja', 'mid', ['Usha Pooja', 'Ethirthu Pooja', 'Pantheeradi Pooja', 'Ucha Pooja', 'Athazha Pooja']),
  cat('Alankaram', 'mid', ['Pushpa Alankaram', 'Chandana Alankaram', 'Vibhuthi Alankaram', 'Swarna Kavacham Charthu']),
  cat('Sabarimala Vazhipadu', 'low', ['Kettunira', 'Irumudi Kettu', 'Mudi Samarpanam', 'Mala Dharanam']),
  cat('Bhagavathi Pooja', 'mid', ['Bhagavathi Pooja', 'Kalamezhuthu Pattu', 'Thalappoli', 'Pongala']),
  cat('Vidya Pooja', 'low', ['Vidya Mantra Archana', 'Pen Pooja', 'Exam Success Pooja']),
]

export const TAMIL_CATALOGUE: readonly CatalogueCategory[] = [
  cat('Archanai', 'low', ['Archanai', 'Sahasranama Archanai', 'Ashtothra Archanai', 'Kumkuma Archanai', 'Vilva Archanai']),
  cat('Abishegam', 'mid', ['Paal Abishegam', 'Panchamirtha Abishegam', 'Ilaneer Abishegam', 'Sandhana Abishegam', 'Vibhuthi Abishegam']),
  cat('Deepam', 'low', ['Nei Deepam', 'Ennai Deepam', 'Maavilakku', 'Karthigai Deepam']),
  cat('Homam', 'high', ['Ganapathi Homam', 'Navagraha Homam', 'Chandi Homam', 'Sudarshana Homam']),
  cat('Prasadam', 'low', ['Sakkarai Pongal', 'Puliyodharai', 'Thayir Sadham', 'Laddu', 'Vadai', 'Murukku'], true),
  cat('Thirukalyanam', 'high', ['Thirukalyanam', 'Oonjal Seva', 'Thali Pooja']),
  cat('Annadhanam', 'mid', ['Annadhanam (1 person)', 'Annadhanam (10 persons)', 'Annadhanam (50 persons)', 'Annadhanam (100 persons)']),
  cat('Special Darshan', 'low', ['Special Darshan', 'Viswaroopa Darshan', 'Ardha Jaama Pooja Darshan']),
  cat('Vahana Pooja', 'mid', ['Two Wheeler Pooja', 'Car Pooja', 'New Vehicle Pooja']),
  cat('Navagraha Pariharam', 'mid', ['Sani Pariharam', 'Rahu Kethu Pariharam', 'Guru Peyarchi Pariharam']),
  cat('Thiruvizha Ubayam', 'high', ['Chithirai Thiruvizha Ubayam', 'Teppa Thiruvizha Ubayam', 'Navarathri Ubayam', 'Avani Moola Ubayam']),
  cat('Nercha', 'low', ['Mudi Kanikkai', 'Kaathu Kuthu', 'Thulabaram', 'Angapradakshinam']),
]
