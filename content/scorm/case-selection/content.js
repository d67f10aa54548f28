/* Module 3 text, English and French. Rendered by common/runtime.js. */
window.MODULE_CONTENT = {
  en: {
    label: 'Module 3',
    title: 'Case selection and practice integration',
    pages: [
      {
        heading: 'Simple, moderate and complex cases',
        blocks: [
          'Start with cases that aligners treat predictably, and take on more difficult ones as your experience grows.',
          { heading: 'Simple' },
          { list: ['Mild crowding or spacing (up to about 3 mm per arch)', 'Minor relapse after earlier orthodontic treatment', 'Class I molar relationship, no skeletal discrepancy'] },
          { heading: 'Moderate' },
          { list: ['Moderate crowding or spacing (about 3 to 6 mm)', 'Dental deep bite or open bite', 'Mild Class II or Class III corrections, often with elastics', 'Rotated premolars or canines that need attachments'] },
          { heading: 'Complex' },
          { list: ['Severe crowding or cases needing extractions', 'Skeletal discrepancies and large antero-posterior corrections', 'Impacted teeth, large extrusions or severe rotations'] }
        ]
      },
      {
        heading: 'When to refer',
        blocks: [
          'Every patient needs a full examination before aligner treatment: medical and dental history, periodontal charting, radiographs and a check for caries and temporomandibular symptoms. Active disease is treated and stable before teeth are moved.',
          'Refer to an orthodontist or another specialist when the case is beyond your training, for example:',
          { list: [
            'skeletal problems, or a possible need for orthognathic surgery;',
            'impacted or unerupted teeth that need exposure;',
            'growing patients with growth-related problems;',
            'uncontrolled periodontal disease or significant temporomandibular disorder.'
          ] }
        ]
      },
      {
        heading: 'Team roles',
        blocks: [
          'Aligner treatment runs smoothly when each team member knows their part. Delegation must follow the scope of practice where you work.',
          { list: [
            'Dentist: diagnosis, prescription, plan review and approval, IPR, clinical decisions.',
            'Treatment coordinator: consultations, treatment and financial arrangements, follow-up with undecided patients.',
            'Hygienist and dental assistant: scans, photos, attachment bonding assistance, delivery instructions, hygiene checks.',
            'Front desk: scheduling, reminders and calls after missed appointments.',
            'Office manager: workflows, supplies, and tracking results such as consultations and case starts.'
          ] }
        ]
      },
      {
        heading: 'Patient communication',
        blocks: [
          'Set clear expectations from the first consultation, and record the patient\'s informed consent.',
          { list: [
            'The goal of treatment, its expected length and the number of visits.',
            'Wear time of 20 to 22 hours a day: results depend on it.',
            'Attachments and IPR: what they are and why they are needed.',
            'Possible refinements, and lifelong retention with retainers.',
            'Risks such as decalcification with poor hygiene, gingival recession, root resorption and relapse without retainers; the alternatives; and the fee.'
          ] },
          'Show the digital simulation as a planned outcome, and give written instructions the patient can take home.'
        ]
      },
      {
        heading: 'Pricing and scheduling',
        blocks: [
          'Set fees by complexity, for example one fee for simple, limited cases and another for comprehensive cases, and say exactly what the fee includes: records, aligners, refinements, retainers and visits.',
          { list: [
            'Offer payment plans and check the patient\'s orthodontic insurance benefits.',
            'Book consultations long enough to include the scan, so interested patients can start the same day.',
            'Schedule a longer delivery appointment for attachments and instructions, then short check-ins every six to eight weeks.',
            'Keep time available for refinement scans.'
          ] }
        ]
      }
    ],
    check: {
      intro: 'Three quick questions to check what you have learned. Your score is recorded, and you can review the module afterwards.',
      questions: [
        { text: 'Which case is the best first case for a new provider?', options: ['Severe crowding that needs extractions', 'Mild anterior crowding with a Class I bite and healthy gums', 'A skeletal Class III that needs surgery', 'An impacted canine'], answer: 1, explain: 'Simple cases build experience with predictable results.' },
        { text: 'A patient has active periodontal disease. What comes first?', options: ['Start aligners right away', 'Treat and stabilize the periodontal disease before moving teeth', 'Add more IPR', 'Order more attachments'], answer: 1, explain: 'Teeth are moved only in a healthy, stable periodontium.' },
        { text: 'What belongs in the conversation before treatment?', options: ['Only the price', 'Length of treatment, 20 to 22 hours of daily wear, attachments and IPR, refinements, retention, risks and the fee', 'Nothing: the simulation speaks for itself', 'A guarantee of the final result'], answer: 1, explain: 'Informed patients comply better and are more satisfied.' }
      ]
    },
    summary: 'Choose cases that match your experience, refer those beyond it, give each team member a clear role, set expectations with every patient, and build fees and schedules around the aligner workflow.'
  },
  fr: {
    label: 'Module 3',
    title: 'Sélection des cas et intégration à la clinique',
    pages: [
      {
        heading: 'Cas simples, modérés et complexes',
        blocks: [
          'Commencez par des cas que les aligneurs traitent de façon prévisible, et passez à des cas plus difficiles à mesure que votre expérience augmente.',
          { heading: 'Simples' },
          { list: ['Encombrement ou espacement léger (jusqu\'à environ 3 mm par arcade)', 'Récidive mineure après un traitement orthodontique antérieur', 'Relation molaire de classe I, sans décalage squelettique'] },
          { heading: 'Modérés' },
          { list: ['Encombrement ou espacement modéré (environ 3 à 6 mm)', 'Supraclusion ou béance d\'origine dentaire', 'Corrections légères de classe II ou III, souvent avec élastiques', 'Prémolaires ou canines en rotation qui exigent des taquets'] },
          { heading: 'Complexes' },
          { list: ['Encombrement sévère ou cas avec extractions', 'Décalages squelettiques et grandes corrections antéropostérieures', 'Dents incluses, grandes égressions ou rotations sévères'] }
        ]
      },
      {
        heading: 'Quand diriger le patient',
        blocks: [
          'Chaque patient doit avoir un examen complet avant le traitement par aligneurs : antécédents médicaux et dentaires, sondage parodontal, radiographies et recherche de caries et de symptômes temporomandibulaires. Toute maladie active est traitée et stabilisée avant de déplacer les dents.',
          'Dirigez le patient vers un orthodontiste ou un autre spécialiste lorsque le cas dépasse votre formation, par exemple :',
          { list: [
            'problèmes squelettiques ou besoin possible de chirurgie orthognathique;',
            'dents incluses ou non érupées qui doivent être dégagées;',
            'patients en croissance présentant des problèmes liés à la croissance;',
            'maladie parodontale non maîtrisée ou trouble temporomandibulaire important.'
          ] }
        ]
      },
      {
        heading: 'Rôles de l\'équipe',
        blocks: [
          'Le traitement par aligneurs se déroule bien lorsque chaque membre de l\'équipe connaît son rôle. La délégation doit respecter le champ d\'exercice de votre province ou État.',
          { list: [
            'Dentiste : diagnostic, prescription, examen et approbation du plan, RIP, décisions cliniques.',
            'Coordonnatrice ou coordonnateur de traitement : consultations, ententes de traitement et de paiement, suivi des patients indécis.',
            'Hygiéniste et assistante ou assistant dentaire : empreintes numériques, photos, aide au collage des taquets, directives de remise, contrôle de l\'hygiène.',
            'Réception : prise de rendez-vous, rappels et appels après les rendez-vous manqués.',
            'Gestionnaire de clinique : processus, fournitures et suivi des résultats, comme les consultations et les débuts de traitement.'
          ] }
        ]
      },
      {
        heading: 'Communication avec le patient',
        blocks: [
          'Établissez des attentes claires dès la première consultation et consignez le consentement éclairé du patient.',
          { list: [
            'Le but du traitement, sa durée prévue et le nombre de visites.',
            'Un temps de port de 20 à 22 heures par jour : les résultats en dépendent.',
            'Les taquets et la RIP : ce qu\'ils sont et pourquoi ils sont nécessaires.',
            'Les raffinements possibles et la contention à vie avec des appareils de contention.',
            'Les risques, comme la décalcification en cas de mauvaise hygiène, la récession gingivale, la résorption radiculaire et la récidive sans contention; les solutions de rechange; et les honoraires.'
          ] },
          'Présentez la simulation numérique comme un résultat prévu et remettez des directives écrites que le patient peut rapporter à la maison.'
        ]
      },
      {
        heading: 'Tarification et horaire',
        blocks: [
          'Fixez les honoraires selon la complexité, par exemple un tarif pour les cas simples et limités et un autre pour les cas complets, et précisez exactement ce qu\'ils comprennent : dossiers, aligneurs, raffinements, appareils de contention et visites.',
          { list: [
            'Offrez des modalités de paiement et vérifiez la couverture orthodontique de l\'assurance du patient.',
            'Prévoyez des consultations assez longues pour inclure l\'empreinte numérique, afin que les patients intéressés puissent commencer le jour même.',
            'Fixez un rendez-vous de remise plus long pour les taquets et les directives, puis de courtes visites de suivi toutes les six à huit semaines.',
            'Gardez du temps pour les empreintes de raffinement.'
          ] }
        ]
      }
    ],
    check: {
      intro: 'Trois questions rapides pour vérifier vos acquis. Votre résultat est enregistré et vous pourrez revoir le module ensuite.',
      questions: [
        { text: 'Quel cas convient le mieux comme premier cas pour un nouveau fournisseur?', options: ['Un encombrement sévère qui exige des extractions', 'Un léger encombrement antérieur avec une occlusion de classe I et des gencives saines', 'Une classe III squelettique qui exige une chirurgie', 'Une canine incluse'], answer: 1, explain: 'Les cas simples permettent d\'acquérir de l\'expérience avec des résultats prévisibles.' },
        { text: 'Un patient a une maladie parodontale active. Que faut-il faire d\'abord?', options: ['Commencer les aligneurs tout de suite', 'Traiter et stabiliser la maladie parodontale avant de déplacer les dents', 'Ajouter de la RIP', 'Commander plus de taquets'], answer: 1, explain: 'On ne déplace les dents que dans un parodonte sain et stable.' },
        { text: 'Que faut-il aborder avec le patient avant le traitement?', options: ['Seulement le prix', 'La durée du traitement, le port de 20 à 22 heures par jour, les taquets et la RIP, les raffinements, la contention, les risques et les honoraires', 'Rien : la simulation parle d\'elle-même', 'Une garantie du résultat final'], answer: 1, explain: 'Les patients bien informés collaborent mieux et sont plus satisfaits.' }
      ]
    },
    summary: 'Choisissez des cas adaptés à votre expérience, dirigez ceux qui la dépassent, donnez à chaque membre de l\'équipe un rôle clair, établissez les attentes avec chaque patient et bâtissez vos honoraires et votre horaire autour du flux de travail des aligneurs.'
  }
};
