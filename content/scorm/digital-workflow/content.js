/* Module 2 text, English and French. Rendered by common/runtime.js. */
window.MODULE_CONTENT = {
  en: {
    label: 'Module 2',
    title: 'The digital workflow: scan, plan, treat, monitor',
    pages: [
      {
        heading: 'Scan',
        blocks: [
          'Treatment starts with an intraoral scan: a full 3D model of both arches and of the bite. Compared with conventional impressions it is more comfortable for the patient, does not distort, and can be checked and completed chair-side before the patient leaves.',
          { list: [
            'Keep the field dry and retract the cheeks and tongue.',
            'Capture complete arches, including the distal surfaces of the last molars and a band of gingiva along the margins.',
            'Record the bite on both sides in maximum intercuspation.',
            'Review the model for holes or distortions and rescan those areas.'
          ] },
          'Add the records the case needs: intraoral and extraoral photos and radiographs (for example a panoramic image, and a cephalometric image when the case calls for it).'
        ]
      },
      {
        heading: 'Plan',
        blocks: [
          'With the scan, the dentist submits a prescription: which arches to treat, the goals for midline, overjet and overbite, whether IPR, attachments or extractions are acceptable, and any teeth that must not move.',
          'A technician builds the digital treatment plan: a stage-by-stage simulation of the tooth movements, the attachments, the IPR chart and the number of aligners.',
          { list: [
            'Review the final occlusion, the amount and type of movement for each tooth, and the staging.',
            'Request changes where the plan is not what you want, then approve it. Nothing is manufactured before the dentist approves.',
            'Use the simulation to show the patient the planned result, explaining that it is a prediction, not a guarantee.'
          ] }
        ]
      },
      {
        heading: 'Treat',
        blocks: [
          'After approval, the aligners are manufactured from the plan. At the delivery appointment the dentist checks the fit, bonds the attachments with the template and performs any IPR scheduled before the first aligner.',
          { list: [
            'Show the patient how to insert and remove the aligners, and let them practise.',
            'Explain wear time (20 to 22 hours a day), cleaning with cool water and a soft brush (never hot water), and using chewies to seat the aligners.',
            'Give written instructions and book the first check-in.'
          ] }
        ]
      },
      {
        heading: 'Monitor',
        blocks: [
          'Progress is checked at regular visits, often every six to eight weeks, or as the plan requires. Remote monitoring with photos taken by the patient can replace some visits.',
          { list: [
            'Aligner fit: every aligner should seat fully, with no gaps over the teeth being moved.',
            'Attachments: all present and intact.',
            'IPR: done at the stages planned.',
            'Oral hygiene, gingival health and the patient\'s wear time.'
          ] },
          'If the teeth are off track, take a new scan and order a refinement. At the end, scan for retainers and start retention.'
        ]
      }
    ],
    check: {
      intro: 'Three quick questions to check what you have learned. Your score is recorded, and you can review the module afterwards.',
      questions: [
        { text: 'Which scan can be used to plan treatment?', options: ['A scan of the front teeth only', 'Complete arches, including the distal surfaces of the last molars, and an accurate bite', 'A scan taken with saliva pooled on the teeth', 'Both arches without the bite'], answer: 1, explain: 'The plan needs complete arches and an accurate bite registration.' },
        { text: 'Who approves the digital treatment plan before aligners are made?', options: ['The patient alone', 'The laboratory technician', 'The treating dentist, after reviewing staging, attachments and IPR', 'No one: it is automatic'], answer: 2, explain: 'The dentist is responsible for the plan and approves it.' },
        { text: 'What should be checked at each monitoring visit?', options: ['Only the aligner number', 'Aligner fit, attachments, planned IPR, hygiene and wear time', 'Nothing, monitoring is optional', 'Only the colour of the aligners'], answer: 1, explain: 'These checks catch tracking problems early.' }
      ]
    },
    summary: 'A complete scan and records lead to a digital plan that the dentist reviews and approves; delivery sets the patient up for success, and regular monitoring keeps treatment on track until retention.'
  },
  fr: {
    label: 'Module 2',
    title: 'Le flux de travail numérique : numériser, planifier, traiter, suivre',
    pages: [
      {
        heading: 'Numériser',
        blocks: [
          'Le traitement commence par une empreinte intraorale numérique : un modèle 3D complet des deux arcades et de l\'occlusion. Comparée aux empreintes conventionnelles, elle est plus confortable pour le patient, ne se déforme pas et peut être vérifiée et complétée au fauteuil avant le départ du patient.',
          { list: [
            'Gardez le champ sec et écartez les joues et la langue.',
            'Captez les arcades complètes, y compris les faces distales des dernières molaires et une bande de gencive le long des collets.',
            'Enregistrez l\'occlusion des deux côtés en intercuspidie maximale.',
            'Vérifiez le modèle pour repérer les trous ou les distorsions et numérisez de nouveau ces zones.'
          ] },
          'Ajoutez les dossiers requis : photos intraorales et extraorales et radiographies (par exemple une panoramique, et une céphalométrie si le cas l\'exige).'
        ]
      },
      {
        heading: 'Planifier',
        blocks: [
          'Avec l\'empreinte, le dentiste soumet une prescription : les arcades à traiter, les objectifs pour la ligne médiane, le surplomb horizontal et vertical, l\'acceptation ou non de la RIP, des taquets ou d\'extractions, et les dents qui ne doivent pas bouger.',
          'Un technicien prépare le plan de traitement numérique : une simulation étape par étape des mouvements dentaires, des taquets, du tableau de RIP et du nombre d\'aligneurs.',
          { list: [
            'Examinez l\'occlusion finale, l\'ampleur et le type de mouvement de chaque dent, et l\'échelonnement.',
            'Demandez des modifications si le plan ne vous convient pas, puis approuvez-le. Rien n\'est fabriqué avant l\'approbation du dentiste.',
            'Servez-vous de la simulation pour montrer au patient le résultat prévu, en expliquant qu\'il s\'agit d\'une prévision et non d\'une garantie.'
          ] }
        ]
      },
      {
        heading: 'Traiter',
        blocks: [
          'Après l\'approbation, les aligneurs sont fabriqués selon le plan. Au rendez-vous de remise, le dentiste vérifie l\'ajustement, colle les taquets à l\'aide du gabarit et fait la RIP prévue avant le premier aligneur.',
          { list: [
            'Montrez au patient comment mettre et retirer les aligneurs, et laissez-le s\'exercer.',
            'Expliquez le temps de port (de 20 à 22 heures par jour), le nettoyage à l\'eau fraîche avec une brosse souple (jamais d\'eau chaude) et l\'usage des cylindres à mâcher pour bien asseoir les aligneurs.',
            'Remettez des directives écrites et fixez le premier rendez-vous de suivi.'
          ] }
        ]
      },
      {
        heading: 'Suivre',
        blocks: [
          'Les progrès sont vérifiés lors de visites régulières, souvent toutes les six à huit semaines, ou selon le plan. La surveillance à distance, à partir de photos prises par le patient, peut remplacer certaines visites.',
          { list: [
            'Ajustement : chaque aligneur doit s\'asseoir complètement, sans espace au-dessus des dents à déplacer.',
            'Taquets : tous présents et intacts.',
            'RIP : faite aux étapes prévues.',
            'Hygiène buccale, santé gingivale et temps de port du patient.'
          ] },
          'Si les dents ne suivent plus le plan, prenez une nouvelle empreinte et commandez un raffinement. À la fin, numérisez pour les appareils de contention et commencez la contention.'
        ]
      }
    ],
    check: {
      intro: 'Trois questions rapides pour vérifier vos acquis. Votre résultat est enregistré et vous pourrez revoir le module ensuite.',
      questions: [
        { text: 'Quelle empreinte numérique permet de planifier le traitement?', options: ['Une empreinte des dents antérieures seulement', 'Les arcades complètes, y compris les faces distales des dernières molaires, et une occlusion précise', 'Une empreinte prise avec de la salive sur les dents', 'Les deux arcades sans l\'occlusion'], answer: 1, explain: 'Le plan exige des arcades complètes et un enregistrement précis de l\'occlusion.' },
        { text: 'Qui approuve le plan de traitement numérique avant la fabrication des aligneurs?', options: ['Le patient seul', 'Le technicien de laboratoire', 'Le dentiste traitant, après avoir examiné l\'échelonnement, les taquets et la RIP', 'Personne : c\'est automatique'], answer: 2, explain: 'Le dentiste est responsable du plan et l\'approuve.' },
        { text: 'Que faut-il vérifier à chaque visite de suivi?', options: ['Seulement le numéro de l\'aligneur', 'L\'ajustement des aligneurs, les taquets, la RIP prévue, l\'hygiène et le temps de port', 'Rien, le suivi est facultatif', 'Seulement la couleur des aligneurs'], answer: 1, explain: 'Ces vérifications permettent de repérer tôt les problèmes de suivi du plan.' }
      ]
    },
    summary: 'Une empreinte complète et des dossiers complets mènent à un plan numérique que le dentiste examine et approuve; la remise prépare le patient au succès, et un suivi régulier garde le traitement sur la bonne voie jusqu\'à la contention.'
  }
};
