/**
 * French (Canada, OQLF usage: frigorigène, thermopompe, PRP) and Spanish (Mexico and the US: usted,
 * refrigerante, bomba de calor, PCG) texts of the demo catalogue, by product name. The seed writes them
 * into `products.translations`; only an empty database is seeded, so an existing one keeps its texts.
 */
import type { ProductTranslations } from '../schema';

const NB = '\u00a0';
/** Narrow no-break space: French puts it before ; ! and ?. */
const NNB = '\u202f';

export const DEMO_PRODUCT_TRANSLATIONS: Readonly<Record<string, ProductTranslations>> = {
  'R-410A': {
    fr: {
      description: `Mélange HFC quasi azéotropique, longtemps la norme pour la climatisation résidentielle et commerciale légère et les thermopompes.\nBouteille jetable de 25${NB}lb, frigorigène vierge (AHRI 700).\nLes nouveaux climatiseurs résidentiels passent aux frigorigènes A2L en vertu de l’AIM Act américain${NNB}; le R-410A demeure offert pour l’entretien des appareils en place.`,
      applications: ['Climatisation résidentielle', 'CVCA commercial léger', 'Thermopompes', 'Appareils muraux sans conduits (mini-splits)'],
    },
    es: {
      description: `Mezcla HFC casi azeotrópica, durante años el estándar para aire acondicionado residencial y comercial ligero y bombas de calor.\nCilindro desechable de 25${NB}lb, grado virgen (AHRI 700).\nLos nuevos equipos residenciales de aire acondicionado pasan a refrigerantes A2L conforme a la AIM Act; el R-410A sigue disponible para el servicio de equipos instalados.`,
      applications: ['Aire acondicionado residencial', 'HVAC comercial ligero', 'Bombas de calor', 'Minisplits sin ductos'],
    },
  },
  'R-134a': {
    fr: {
      description: `HFC pur (1,1,1,2-tétrafluoroéthane) employé dans la climatisation automobile, la réfrigération commerciale à moyenne température et les refroidisseurs centrifuges.\nBouteille jetable de 30${NB}lb, frigorigène vierge (AHRI 700).`,
      applications: ['Climatisation automobile', 'Réfrigération commerciale', 'Refroidisseurs centrifuges', 'Réfrigérateurs domestiques'],
    },
    es: {
      description: `HFC de un solo componente (1,1,1,2-tetrafluoroetano) usado en aire acondicionado automotriz, refrigeración comercial de media temperatura y enfriadores centrífugos.\nCilindro desechable de 30${NB}lb, grado virgen (AHRI 700).`,
      applications: ['Aire acondicionado automotriz', 'Refrigeración comercial', 'Enfriadores centrífugos', 'Refrigeradores domésticos'],
    },
  },
  'R-404A': {
    fr: {
      description: `Mélange HFC quasi azéotropique pour la réfrigération commerciale à basse et moyenne température${NB}: comptoirs de supermarché, congélateurs-chambres, machines à glaçons et réfrigération de transport.\nBouteille jetable de 24${NB}lb.`,
      applications: ['Réfrigération commerciale', 'Chambres froides et congélateurs-chambres', 'Machines à glaçons', 'Réfrigération de transport'],
    },
    es: {
      description: `Mezcla HFC casi azeotrópica para refrigeración comercial de baja y media temperatura: vitrinas de supermercado, congeladores tipo cámara, fábricas de hielo y refrigeración de transporte.\nCilindro desechable de 24${NB}lb.`,
      applications: ['Refrigeración comercial', 'Cámaras frigoríficas y de congelación', 'Fábricas de hielo', 'Refrigeración de transporte'],
    },
  },
  'R-407C': {
    fr: {
      description: `Mélange HFC zéotrope d’une puissance proche de celle du R-22, utilisé pour la conversion et l’entretien des climatiseurs et des thermopompes au R-22.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Conversion d’installations au R-22', 'Climatisation commerciale', 'Thermopompes', 'Appareils CVCA monoblocs'],
    },
    es: {
      description: `Mezcla HFC zeotrópica con capacidad cercana a la del R-22, usada para convertir y dar servicio a equipos de aire acondicionado y bombas de calor de R-22.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Reconversión de R-22', 'Aire acondicionado comercial', 'Bombas de calor', 'Equipos HVAC tipo paquete'],
    },
  },
  'R-407A': {
    fr: {
      description: `Mélange HFC zéotrope pour la réfrigération commerciale à basse et moyenne température, un remplaçant à PRP plus faible du R-404A et du R-22 dans les supermarchés.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Réfrigération commerciale', 'Centrales frigorifiques de supermarché', 'Conversion d’installations au R-404A', 'Entreposage frigorifique'],
    },
    es: {
      description: `Mezcla HFC zeotrópica para refrigeración comercial de baja y media temperatura, sustituto de menor PCG del R-404A y del R-22 en supermercados.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Refrigeración comercial', 'Racks de supermercado', 'Reconversión de R-404A', 'Almacenamiento en frío'],
    },
  },
  'R-32': {
    fr: {
      description: `HFC pur (difluorométhane), légèrement inflammable (A2L), utilisé dans les nouveaux climatiseurs et thermopompes résidentiels et commerciaux légers à haut rendement.\nManipuler avec des outils et un équipement de récupération homologués A2L. Bouteille de 20${NB}lb à robinet fileté à gauche.`,
      applications: ['Climatisation résidentielle', 'CVCA commercial léger', 'Thermopompes', 'Appareils muraux sans conduits (mini-splits)'],
    },
    es: {
      description: `HFC de un solo componente (difluorometano), ligeramente inflamable (A2L), usado en nuevos equipos de aire acondicionado y bombas de calor residenciales y comerciales ligeros de alta eficiencia.\nManéjelo con herramientas y equipo de recuperación aptos para A2L. Cilindro de 20${NB}lb con válvula de rosca izquierda.`,
      applications: ['Aire acondicionado residencial', 'HVAC comercial ligero', 'Bombas de calor', 'Minisplits sin ductos'],
    },
  },
  'R-507A': {
    fr: {
      description: `Mélange HFC azéotrope pour la réfrigération commerciale et industrielle à basse température${NNB}; il se comporte comme un corps pur, sans glissement de température.\nBouteille jetable de 25${NB}lb.`,
      applications: ['Réfrigération commerciale', 'Congélateurs à basse température', 'Arénas et patinoires', 'Entreposage frigorifique industriel'],
    },
    es: {
      description: `Mezcla HFC azeotrópica para refrigeración comercial e industrial de baja temperatura; se comporta como una sustancia pura, sin deslizamiento de temperatura.\nCilindro desechable de 25${NB}lb.`,
      applications: ['Refrigeración comercial', 'Congeladores de baja temperatura', 'Pistas de hielo', 'Almacenamiento en frío industrial'],
    },
  },
  'R-422D': {
    fr: {
      description: `Mélange HFC à faible teneur en hydrocarbures pour le retour d’huile, conçu pour convertir les systèmes à détente directe au R-22 sans changer, dans la plupart des cas, l’huile minérale ou alkylbenzène.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Conversion d’installations au R-22', 'Climatisation commerciale', 'Refroidisseurs', 'Réfrigération à moyenne température'],
    },
    es: {
      description: `Mezcla HFC con un pequeño contenido de hidrocarburos para el retorno de aceite, diseñada para convertir sistemas de expansión directa de R-22 sin cambiar, en la mayoría de los casos, el aceite mineral o alquilbenceno.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Reconversión de R-22', 'Aire acondicionado comercial', 'Enfriadores', 'Refrigeración de media temperatura'],
    },
  },
  'R-438A': {
    fr: {
      description: `Mélange HFC pour la conversion des systèmes de climatisation et de réfrigération au R-22 sur une large plage de températures, compatible avec les huiles minérales et alkylbenzènes traditionnelles.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Conversion d’installations au R-22', 'Climatisation résidentielle', 'Réfrigération commerciale'],
    },
    es: {
      description: `Mezcla HFC para convertir sistemas de aire acondicionado y refrigeración de R-22 en un amplio rango de temperaturas, compatible con los aceites minerales y alquilbencenos tradicionales.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Reconversión de R-22', 'Aire acondicionado residencial', 'Refrigeración comercial'],
    },
  },
  'R-1234yf': {
    fr: {
      description: `Hydrofluorooléfine (2,3,3,3-tétrafluoropropène) au PRP inférieur à 1 (GIEC, 5e rapport), le frigorigène de la plupart des nouveaux systèmes de climatisation des véhicules légers en Amérique du Nord.\nLégèrement inflammable (A2L). Bouteille de 10${NB}lb à robinet fileté à gauche.`,
      applications: ['Climatisation automobile', 'Entretien de parcs de véhicules', 'Mélanges pour la réfrigération commerciale'],
    },
    es: {
      description: `Hidrofluoroolefina (2,3,3,3-tetrafluoropropeno) con un PCG menor que 1 (IPCC AR5), el refrigerante de la mayoría de los nuevos sistemas de aire acondicionado de vehículos ligeros en América del Norte.\nLigeramente inflamable (A2L). Cilindro de 10${NB}lb con válvula de rosca izquierda.`,
      applications: ['Aire acondicionado automotriz', 'Servicio a flotillas', 'Mezclas para refrigeración comercial'],
    },
  },
  'R-1234ze': {
    fr: {
      description: `trans-1,3,3,3-Tétrafluoropropène, R-1234ze(E)${NB}: une HFO à très faible PRP pour les refroidisseurs et les thermopompes.\nClassée A2L pour la conception des appareils, ininflammable pour le transport. Bouteille de 25${NB}lb.`,
      applications: ['Refroidisseurs centrifuges et à vis', 'Thermopompes industrielles', 'Climatisation commerciale'],
    },
    es: {
      description: `trans-1,3,3,3-Tetrafluoropropeno, R-1234ze(E): una HFO de muy bajo PCG para enfriadores y bombas de calor.\nClasificada A2L para el diseño de equipos, no inflamable para el transporte. Cilindro de 25${NB}lb.`,
      applications: ['Enfriadores centrífugos y de tornillo', 'Bombas de calor industriales', 'Aire acondicionado comercial'],
    },
  },
  'R-1233zd': {
    fr: {
      description: `trans-1-Chloro-3,3,3-trifluoropropène, R-1233zd(E)${NB}: une hydrochlorofluorooléfine (HCFO) basse pression pour refroidisseurs centrifuges, le successeur à faible PRP du R-123.\nLiquide à température ambiante. Fût de 100${NB}lb.`,
      applications: ['Refroidisseurs centrifuges basse pression', 'Refroidissement de procédés industriels', 'Cycle organique de Rankine'],
    },
    es: {
      description: `trans-1-Cloro-3,3,3-trifluoropropeno, R-1233zd(E): una hidroclorofluoroolefina (HCFO) de baja presión para enfriadores centrífugos, el sucesor de bajo PCG del R-123.\nLíquido a temperatura ambiente. Tambor de 100${NB}lb.`,
      applications: ['Enfriadores centrífugos de baja presión', 'Enfriamiento de procesos industriales', 'Ciclo Rankine orgánico'],
    },
  },
  'R-454B': {
    fr: {
      description: `Mélange HFO/HFC retenu par de nombreux fabricants pour remplacer le R-410A dans les nouveaux climatiseurs et thermopompes résidentiels et commerciaux légers${NNB}; PRP de 466.\nLégèrement inflammable (A2L). Bouteille de 20${NB}lb à robinet fileté à gauche.`,
      applications: ['Climatisation résidentielle', 'CVCA commercial léger', 'Thermopompes'],
    },
    es: {
      description: `Mezcla HFO/HFC elegida por muchos fabricantes para sustituir al R-410A en nuevos equipos de aire acondicionado y bombas de calor residenciales y comerciales ligeros; PCG de 466.\nLigeramente inflamable (A2L). Cilindro de 20${NB}lb con válvula de rosca izquierda.`,
      applications: ['Aire acondicionado residencial', 'HVAC comercial ligero', 'Bombas de calor'],
    },
  },
  'R-448A': {
    fr: {
      description: `Mélange HFO/HFC ininflammable qui remplace le R-404A et le R-22 en réfrigération commerciale à basse et moyenne température, avec un PRP inférieur d’environ 65${NB}% à celui du R-404A.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Réfrigération commerciale', 'Centrales frigorifiques de supermarché', 'Conversion d’installations au R-404A', 'Entreposage frigorifique'],
    },
    es: {
      description: `Mezcla HFO/HFC no inflamable que sustituye al R-404A y al R-22 en refrigeración comercial de baja y media temperatura, con un PCG cerca de 65${NB}% menor que el del R-404A.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Refrigeración comercial', 'Racks de supermercado', 'Reconversión de R-404A', 'Almacenamiento en frío'],
    },
  },
  'R-449A': {
    fr: {
      description: `Mélange HFO/HFC ininflammable qui remplace le R-404A, le R-507A et le R-22 en réfrigération commerciale${NNB}; convient aux conversions comme aux appareils neufs.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Réfrigération commerciale', 'Chambres froides et congélateurs-chambres', 'Conversion d’installations au R-404A', 'Entreposage frigorifique industriel'],
    },
    es: {
      description: `Mezcla HFO/HFC no inflamable que sustituye al R-404A, al R-507A y al R-22 en refrigeración comercial; apta para reconversiones y equipos nuevos.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Refrigeración comercial', 'Cámaras frigoríficas y de congelación', 'Reconversión de R-404A', 'Almacenamiento en frío industrial'],
    },
  },
  'R-452A': {
    fr: {
      description: `Mélange HFO/HFC ininflammable conçu pour les groupes frigorifiques de transport, avec des températures de refoulement et une puissance proches de celles du R-404A.\nCharger en phase liquide. Bouteille jetable de 25${NB}lb.`,
      applications: ['Réfrigération de transport', 'Camions et remorques frigorifiques', 'Réfrigération commerciale'],
    },
    es: {
      description: `Mezcla HFO/HFC no inflamable desarrollada para unidades de refrigeración de transporte, con temperaturas de descarga y capacidad cercanas a las del R-404A.\nCargar en fase líquida. Cilindro desechable de 25${NB}lb.`,
      applications: ['Refrigeración de transporte', 'Camiones y remolques refrigerados', 'Refrigeración comercial'],
    },
  },
  'R-513A': {
    fr: {
      description: `Mélange HFO/HFC azéotrope ininflammable qui remplace le R-134a dans les refroidisseurs et la réfrigération à moyenne température, avec un PRP inférieur d’environ 56${NB}%.\nBouteille jetable de 25${NB}lb.`,
      applications: ['Refroidisseurs centrifuges et à vis', 'Réfrigération commerciale', 'Distributrices automatiques', 'Conversion d’installations au R-134a'],
    },
    es: {
      description: `Mezcla HFO/HFC azeotrópica no inflamable que sustituye al R-134a en enfriadores y refrigeración de media temperatura, con un PCG cerca de 56${NB}% menor.\nCilindro desechable de 25${NB}lb.`,
      applications: ['Enfriadores centrífugos y de tornillo', 'Refrigeración comercial', 'Máquinas expendedoras', 'Reconversión de R-134a'],
    },
  },
  'R-22': {
    fr: {
      description: `Chlorodifluorométhane régénéré selon la pureté AHRI 700. Sa production et son importation ont pris fin aux États-Unis en 2020${NNB}; vendu uniquement aux techniciens titulaires de la certification EPA 608 (ou du certificat provincial de manipulation des halocarbures au Canada) pour l’entretien des appareils existants.\nBouteille de 30${NB}lb.`,
      applications: ['Entretien des climatiseurs existants au R-22', 'Entretien en réfrigération commerciale', 'Thermopompes'],
    },
    es: {
      description: `Clorodifluorometano recuperado con pureza AHRI 700. Su producción e importación terminaron en los EE.${NB}UU. en 2020; se vende solo a técnicos con certificación EPA 608 (o la certificación mexicana correspondiente) para el servicio de equipos existentes.\nCilindro de 30${NB}lb.`,
      applications: ['Servicio a equipos de aire acondicionado de R-22', 'Servicio de refrigeración comercial', 'Bombas de calor'],
    },
  },
  'R-123': {
    fr: {
      description: `2,2-Dichloro-1,1,1-trifluoroéthane, un HCFC basse pression pour l’entretien des refroidisseurs centrifuges existants. La nouvelle production destinée à leur entretien prend fin aux États-Unis en 2030.\nLiquide à température ambiante. Fût de 100${NB}lb.`,
      applications: ['Refroidisseurs centrifuges basse pression', 'Entretien de refroidisseurs industriels'],
    },
    es: {
      description: `2,2-Dicloro-1,1,1-trifluoroetano, un HCFC de baja presión para el servicio de enfriadores centrífugos existentes. La nueva producción para ese servicio termina en los EE.${NB}UU. en 2030.\nLíquido a temperatura ambiente. Tambor de 100${NB}lb.`,
      applications: ['Enfriadores centrífugos de baja presión', 'Servicio de enfriadores industriales'],
    },
  },
  'R-12': {
    fr: {
      description: `Dichlorodifluorométhane régénéré. Sa production a pris fin aux États-Unis en 1996${NNB}; offert uniquement à partir de stocks régénérés, pour l’entretien des véhicules anciens et des installations frigorifiques existantes, aux techniciens certifiés EPA 608 ou 609 (ou titulaires du certificat provincial de manipulation des halocarbures au Canada).\nBouteille de 30${NB}lb.`,
      applications: ['Climatisation de véhicules anciens', 'Entretien d’anciennes installations de réfrigération commerciale'],
    },
    es: {
      description: `Diclorodifluorometano recuperado. Su producción terminó en los EE.${NB}UU. en 1996; disponible solo de existencias recuperadas para el servicio de vehículos antiguos y refrigeración heredada, para técnicos con certificación EPA 608 o 609 (o la certificación mexicana correspondiente).\nCilindro de 30${NB}lb.`,
      applications: ['Aire acondicionado de vehículos antiguos', 'Servicio de refrigeración comercial heredada'],
    },
  },
  'R-11': {
    fr: {
      description: `Trichlorofluorométhane régénéré, pour l’entretien d’anciens refroidisseurs centrifuges basse pression. Sa production a pris fin aux États-Unis en 1996.\nLiquide à température ambiante. Fût de 100${NB}lb.`,
      applications: ['Anciens refroidisseurs centrifuges', 'Entretien de refroidisseurs industriels'],
    },
    es: {
      description: `Triclorofluorometano recuperado, para el servicio de enfriadores centrífugos de baja presión heredados. Su producción terminó en los EE.${NB}UU. en 1996.\nLíquido a temperatura ambiente. Tambor de 100${NB}lb.`,
      applications: ['Enfriadores centrífugos heredados', 'Servicio de enfriadores industriales'],
    },
  },
  'R-290': {
    fr: {
      description: `Propane de qualité frigorigène (99,5${NB}% minimum), un frigorigène naturel pour la réfrigération commerciale autonome, au PRP de 3.\nExtrêmement inflammable (A3)${NB}: à utiliser uniquement dans les appareils conçus pour lui. Bouteille de 6,5${NB}lb.`,
      applications: ['Réfrigération commerciale autonome', 'Comptoirs réfrigérés', 'Machines à glaçons', 'Thermopompes'],
    },
    es: {
      description: `Propano grado refrigerante (99.5${NB}% mínimo), un refrigerante natural para refrigeración comercial autocontenida, con un PCG de 3.\nAltamente inflamable (A3): úselo solo en equipos diseñados para él. Cilindro de 6.5${NB}lb.`,
      applications: ['Refrigeración comercial autocontenida', 'Vitrinas refrigeradas', 'Fábricas de hielo', 'Bombas de calor'],
    },
  },
  'R-600a': {
    fr: {
      description: `Isobutane de qualité frigorigène, le frigorigène courant des réfrigérateurs domestiques et des petits appareils commerciaux.\nExtrêmement inflammable (A3)${NB}: à utiliser uniquement dans les appareils conçus pour lui. Bouteille de 6,5${NB}lb.`,
      applications: ['Réfrigérateurs et congélateurs domestiques', 'Petite réfrigération commerciale', 'Distributrices automatiques'],
    },
    es: {
      description: `Isobutano grado refrigerante, el refrigerante habitual de refrigeradores domésticos y pequeños equipos comerciales.\nAltamente inflamable (A3): úselo solo en equipos diseñados para él. Cilindro de 6.5${NB}lb.`,
      applications: ['Refrigeradores y congeladores domésticos', 'Refrigeración comercial pequeña', 'Máquinas expendedoras'],
    },
  },
  'R-1270': {
    fr: {
      description: `Propylène (propène) de qualité frigorigène, un frigorigène naturel hydrocarboné pour les refroidisseurs industriels et le refroidissement de procédés à basse température.\nExtrêmement inflammable (A3). Bouteille de 6,5${NB}lb.`,
      applications: ['Refroidissement de procédés industriels', 'Refroidisseurs', 'Réfrigération à basse température'],
    },
    es: {
      description: `Propileno (propeno) grado refrigerante, un refrigerante natural de hidrocarburo para enfriadores industriales y enfriamiento de procesos de baja temperatura.\nAltamente inflamable (A3). Cilindro de 6.5${NB}lb.`,
      applications: ['Enfriamiento de procesos industriales', 'Enfriadores', 'Refrigeración de baja temperatura'],
    },
  },
  'R-744': {
    fr: {
      description: `Dioxyde de carbone de qualité frigorigène (99,99${NB}%), pour les systèmes de supermarché transcritiques et en cascade et les chauffe-eau thermodynamiques.\nPressions de service très élevées. Bouteille de 50${NB}lb à tube plongeur.`,
      applications: ['Réfrigération commerciale (CO2 transcritique)', 'Systèmes en cascade', 'Chauffe-eau thermodynamiques', 'Entreposage frigorifique industriel'],
    },
    es: {
      description: `Dióxido de carbono grado refrigeración (99.99${NB}%), para sistemas de supermercado transcríticos y en cascada y calentadores de agua con bomba de calor.\nPresiones de operación muy altas. Cilindro de 50${NB}lb con tubo buzo.`,
      applications: ['Refrigeración comercial (CO2 transcrítico)', 'Sistemas en cascada', 'Calentadores de agua con bomba de calor', 'Almacenamiento en frío industrial'],
    },
  },
  'R-717': {
    fr: {
      description: `Ammoniac anhydre de qualité frigorigène (99,98${NB}%), pour la réfrigération industrielle en transformation alimentaire, en entreposage frigorifique et dans les arénas.\nToxique et corrosif (B2L)${NB}: réservé aux opérateurs formés en réfrigération industrielle. Classe 2.3 (risque subsidiaire 8) à l’international${NNB}; les expéditions intérieures aux États-Unis relèvent de la classe 2.2 du DOT avec la mention de danger par inhalation. Bouteille de 150${NB}lb.`,
      applications: ['Réfrigération industrielle', 'Refroidissement de procédés alimentaires', 'Entrepôts frigorifiques', 'Arénas et patinoires'],
    },
    es: {
      description: `Amoníaco anhidro grado refrigeración (99.98${NB}%), para refrigeración industrial en procesamiento de alimentos, almacenamiento en frío y pistas de hielo.\nTóxico y corrosivo (B2L): solo para operadores capacitados en refrigeración industrial. Clase 2.3 (riesgo secundario 8) a nivel internacional; los envíos nacionales en EE.${NB}UU. son clase 2.2 del DOT con marca de peligro por inhalación. Cilindro de 150${NB}lb.`,
      applications: ['Refrigeración industrial', 'Enfriamiento de procesos de alimentos y bebidas', 'Almacenes frigoríficos', 'Pistas de hielo'],
    },
  },
};
