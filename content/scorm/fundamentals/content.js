/* Module 1 text, English and French. Rendered by common/runtime.js. */
window.MODULE_CONTENT = {
  en: {
    label: 'Module 1',
    title: 'Clear-aligner fundamentals',
    pages: [
      {
        heading: 'How aligners move teeth',
        blocks: [
          'Each aligner is a thin, tight-fitting plastic tray made to a shape slightly different from the current position of the teeth. When the patient seats it, the aligner applies a light, continuous force to the teeth it is programmed to move.',
          'The periodontal ligament responds to that force: on the pressure side, bone is resorbed; on the tension side, new bone is laid down. The tooth moves with its socket, which is why light and continuous forces are both comfortable and effective.',
          { list: [
            'Each aligner stage moves a tooth only a small amount, typically up to about 0.25 mm of translation or a couple of degrees of rotation.',
            'Movements are staged: not every tooth moves in every stage, so the teeth that are not moving act as anchorage.',
            'Aligners push rather than pull. Tipping is very predictable; extrusion, rotation of rounded teeth (canines, premolars) and bodily root movement need help from attachments.'
          ] }
        ]
      },
      {
        heading: 'Attachments',
        blocks: [
          'Attachments are small, tooth-coloured composite shapes bonded to selected teeth. They give the aligner extra grip and surfaces to push against, so it can deliver the movements plastic alone does poorly: extrusion, rotation and control of the root (torque and bodily movement).',
          { list: [
            'Placement follows the treatment plan; the software chooses the shape and position for the movement required.',
            'Bonding uses a template aligner: etch the enamel, apply the bonding agent, load composite into the template wells, seat, light-cure and remove excess.',
            'Check attachments at every visit and replace any that are lost or worn, or the aligners will stop tracking.',
            'At the end of treatment, remove the attachments and polish the enamel.'
          ] }
        ]
      },
      {
        heading: 'Interproximal reduction (IPR)',
        blocks: [
          'IPR removes a small, measured amount of enamel between teeth to create space. It is used to resolve mild crowding, to correct tooth-size discrepancies, to reduce black triangles and to reshape contacts.',
          { list: [
            'The treatment plan includes an IPR chart: which contacts, how much (commonly 0.1 to 0.5 mm per contact), and at which aligner stage.',
            'Perform IPR at the stage shown: teeth often need to be partly aligned first so the contact can be reached safely.',
            'Use strips or discs, check the amount with a thickness gauge, then smooth and polish the surfaces.'
          ] },
          { note: 'Skipping or under-doing planned IPR is one of the most common reasons teeth do not track.' }
        ]
      },
      {
        heading: 'Wear time and aligner changes',
        blocks: [
          'Aligners only work while they are in the mouth. Patients should wear them 20 to 22 hours a day and remove them only to eat and to drink anything other than cool water, brushing before putting them back in.',
          { list: [
            'Patients move to the next aligner on the schedule the plan prescribes, usually every one to two weeks.',
            'Before changing, the current aligner should seat fully with no gaps; chewies help seat it.',
            'If a new aligner does not fit, the patient should go back to the previous one and contact the practice rather than skipping ahead.',
            'Keep the previous aligner as a back-up in case one is lost or broken.'
          ] }
        ]
      },
      {
        heading: 'Refinements and retention',
        blocks: [
          'When teeth stop following the plan (visible gaps between aligner and tooth, or an aligner that no longer seats), or when the final aligner does not reach the planned result, the dentist takes a new scan and orders refinement aligners.',
          'Common causes are short wear time, lost attachments, IPR not done as planned and movements that were too ambitious. Address the cause before refining.',
          'After active treatment every patient needs retention: retainers worn as prescribed, usually full-time at first and then at night, for the long term.'
        ]
      }
    ],
    check: {
      intro: 'Three quick questions to check what you have learned. Your score is recorded, and you can review the module afterwards.',
      questions: [
        { text: 'How many hours a day should patients wear their aligners?', options: ['8 to 10 hours', '12 to 14 hours', '20 to 22 hours', 'Only at night'], answer: 2, explain: 'Aligners should be worn 20 to 22 hours a day, out only to eat, drink and clean.' },
        { text: 'What is the main purpose of attachments?', options: ['To make the aligners more comfortable', 'To give the aligner grip and surfaces to push against for difficult movements', 'To whiten the teeth', 'To replace interproximal reduction'], answer: 1, explain: 'Attachments help with extrusion, rotation and root control.' },
        { text: 'A new aligner does not seat fully. What should the patient do?', options: ['Skip to the next aligner', 'Keep wearing it and ignore the gap', 'Go back to the previous aligner and contact the practice', 'Stop wearing aligners'], answer: 2, explain: 'An aligner that does not seat means the teeth are not tracking; the dentist may order a refinement.' }
      ]
    },
    summary: 'Aligners move teeth with light, staged forces; attachments and IPR make difficult movements possible; 20 to 22 hours of daily wear, timely aligner changes, refinements when needed and lifelong retention complete the picture.'
  },
  fr: {
    label: 'Module 1',
    title: 'Notions fondamentales des aligneurs transparents',
    pages: [
      {
        heading: 'Comment les aligneurs déplacent les dents',
        blocks: [
          'Chaque aligneur est une gouttière de plastique mince et bien ajustée, fabriquée selon une forme légèrement différente de la position actuelle des dents. Une fois en bouche, l\'aligneur exerce une force légère et continue sur les dents qu\'il doit déplacer.',
          'Le ligament parodontal réagit à cette force : du côté de la pression, l\'os se résorbe; du côté de la tension, de l\'os nouveau se forme. La dent se déplace avec son alvéole; c\'est pourquoi des forces légères et continues sont à la fois confortables et efficaces.',
          { list: [
            'Chaque étape ne déplace une dent que d\'une petite quantité, généralement jusqu\'à environ 0,25 mm de translation ou quelques degrés de rotation.',
            'Les mouvements sont échelonnés : toutes les dents ne bougent pas à chaque étape, et celles qui ne bougent pas servent d\'ancrage.',
            'Les aligneurs poussent plutôt qu\'ils ne tirent. La version (inclinaison) est très prévisible; l\'égression, la rotation des dents arrondies (canines, prémolaires) et le déplacement radiculaire exigent l\'aide de taquets.'
          ] }
        ]
      },
      {
        heading: 'Les taquets',
        blocks: [
          'Les taquets sont de petites formes en composite de la couleur des dents, collées sur certaines dents. Ils donnent à l\'aligneur plus de prise et des surfaces d\'appui, afin de produire les mouvements que le plastique seul réussit mal : égression, rotation et contrôle de la racine (torque et déplacement en masse).',
          { list: [
            'Leur position suit le plan de traitement; le logiciel choisit la forme et l\'emplacement selon le mouvement requis.',
            'Le collage se fait à l\'aide d\'une gouttière gabarit : mordancer l\'émail, appliquer l\'adhésif, remplir les logettes du gabarit de composite, mettre en place, photopolymériser et retirer les excès.',
            'Vérifiez les taquets à chaque visite et remplacez ceux qui sont perdus ou usés, sinon les aligneurs cesseront de suivre le plan.',
            'À la fin du traitement, retirez les taquets et polissez l\'émail.'
          ] }
        ]
      },
      {
        heading: 'La réduction interproximale (RIP)',
        blocks: [
          'La RIP consiste à retirer une petite quantité mesurée d\'émail entre les dents pour créer de l\'espace. Elle sert à corriger un encombrement léger, un écart de taille entre les dents, à réduire les triangles noirs et à remodeler les contacts.',
          { list: [
            'Le plan de traitement comprend un tableau de RIP : quels contacts, quelle quantité (souvent de 0,1 à 0,5 mm par contact) et à quelle étape.',
            'Faites la RIP à l\'étape indiquée : les dents doivent souvent être en partie alignées pour atteindre le contact en toute sécurité.',
            'Utilisez des bandes ou des disques, vérifiez la quantité avec une jauge d\'épaisseur, puis lissez et polissez les surfaces.'
          ] },
          { note: 'Omettre la RIP prévue ou en faire trop peu est l\'une des causes les plus fréquentes d\'un mauvais suivi du plan.' }
        ]
      },
      {
        heading: 'Temps de port et changements d\'aligneurs',
        blocks: [
          'Les aligneurs n\'agissent que lorsqu\'ils sont en bouche. Le patient doit les porter de 20 à 22 heures par jour et ne les retirer que pour manger et pour boire autre chose que de l\'eau fraîche, en se brossant les dents avant de les remettre.',
          { list: [
            'Le patient passe à l\'aligneur suivant selon l\'horaire prescrit par le plan, habituellement toutes les une à deux semaines.',
            'Avant de changer, l\'aligneur actuel doit être parfaitement en place, sans espace; les cylindres à mâcher aident à bien l\'asseoir.',
            'Si un nouvel aligneur ne s\'ajuste pas, le patient doit reprendre le précédent et communiquer avec la clinique plutôt que de sauter une étape.',
            'Conservez l\'aligneur précédent en réserve en cas de perte ou de bris.'
          ] }
        ]
      },
      {
        heading: 'Raffinements et contention',
        blocks: [
          'Lorsque les dents cessent de suivre le plan (espaces visibles entre l\'aligneur et la dent, ou aligneur qui ne s\'assoit plus), ou lorsque le dernier aligneur n\'atteint pas le résultat prévu, le dentiste prend une nouvelle empreinte numérique et commande des aligneurs de raffinement.',
          'Les causes les plus courantes sont un temps de port insuffisant, des taquets perdus, une RIP non faite comme prévu et des mouvements trop ambitieux. Corrigez la cause avant le raffinement.',
          'Après le traitement actif, chaque patient a besoin de contention : des appareils de contention portés selon la prescription, d\'abord à temps plein puis la nuit, à long terme.'
        ]
      }
    ],
    check: {
      intro: 'Trois questions rapides pour vérifier vos acquis. Votre résultat est enregistré et vous pourrez revoir le module ensuite.',
      questions: [
        { text: 'Combien d\'heures par jour le patient doit-il porter ses aligneurs?', options: ['De 8 à 10 heures', 'De 12 à 14 heures', 'De 20 à 22 heures', 'Seulement la nuit'], answer: 2, explain: 'Les aligneurs se portent de 20 à 22 heures par jour; on les retire seulement pour manger, boire et nettoyer.' },
        { text: 'Quel est le rôle principal des taquets?', options: ['Rendre les aligneurs plus confortables', 'Donner à l\'aligneur de la prise et des surfaces d\'appui pour les mouvements difficiles', 'Blanchir les dents', 'Remplacer la réduction interproximale'], answer: 1, explain: 'Les taquets aident à l\'égression, à la rotation et au contrôle radiculaire.' },
        { text: 'Un nouvel aligneur ne s\'assoit pas complètement. Que doit faire le patient?', options: ['Passer à l\'aligneur suivant', 'Continuer à le porter sans s\'occuper de l\'espace', 'Reprendre l\'aligneur précédent et communiquer avec la clinique', 'Cesser de porter les aligneurs'], answer: 2, explain: 'Un aligneur qui ne s\'assoit pas indique que les dents ne suivent pas le plan; le dentiste peut commander un raffinement.' }
      ]
    },
    summary: 'Les aligneurs déplacent les dents par des forces légères et échelonnées; les taquets et la RIP rendent possibles les mouvements difficiles; un port de 20 à 22 heures par jour, des changements d\'aligneurs au bon moment, des raffinements au besoin et une contention à long terme complètent le tout.'
  }
};
