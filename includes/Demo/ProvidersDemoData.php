<?php
/**
 * The demo providers: invented businesses in real communes around Grisolles and Montauban.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Every name is invented (never claim that a real business is accessible); communes,
 * postcodes and coordinates are real; phone numbers are in the range that ARCEP reserves for
 * fiction (05 36 49 xx xx), e-mails and websites under example.org.
 */
final class ProvidersDemoData {

	/**
	 * Key => provider. Photos: array( scene, French alternative text ).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function providers(): array {
		return array(
			'hotel-loutre-curieuse' => array(
				'title'        => 'Hôtel de la Loutre Curieuse',
				'category'     => 'hotels',
				'commune'      => 'Montauban',
				'address'      => '14 allée des Platanes',
				'postcode'     => '82000',
				'lat'          => 44.0176,
				'lng'          => 1.3550,
				'phone'        => '05 36 49 10 01',
				'disabilities' => array( 'moteur', 'visuel', 'auditif', 'mental' ),
				'features'     => array( 'entree-plain-pied', 'parking-adapte', 'chambre-adaptee', 'douche-plain-pied', 'ascenseur', 'boucle-magnetique', 'chiens-guides', 'personnel-sensibilise' ),
				'label'        => true,
				'text'         => 'Hôtel de 24 chambres au cœur de la ville, dont quatre chambres adaptées avec douche de plain-pied. L’accueil est équipé d’une boucle magnétique et le personnel est formé à l’accueil des personnes en situation de handicap.',
				'photos'       => array(
					array( 'building', 'Façade de l’hôtel avec son entrée de plain-pied et sa rampe d’accès' ),
					array( 'room', 'Chambre adaptée : lit à hauteur réglable et large espace de circulation' ),
					array( 'terrace', 'Terrasse ombragée accessible en fauteuil roulant' ),
				),
			),
			'hotel-glycines-bleues' => array(
				'title'        => 'Hôtel Les Glycines Bleues',
				'category'     => 'hotels',
				'commune'      => 'Moissac',
				'address'      => '3 quai des Mariniers',
				'postcode'     => '82200',
				'lat'          => 44.1053,
				'lng'          => 1.0853,
				'phone'        => '05 36 49 10 02',
				'disabilities' => array( 'moteur', 'auditif' ),
				'features'     => array( 'entree-plain-pied', 'chambre-adaptee', 'alerte-visuelle', 'accueil-lsf' ),
				'label'        => true,
				'text'         => 'Petit hôtel familial au bord du canal. Deux chambres adaptées au rez-de-chaussée, alarmes visuelles dans toutes les chambres et accueil en langue des signes française sur rendez-vous.',
				'photos'       => array(
					array( 'building', 'Façade fleurie de l’hôtel au bord du canal' ),
					array( 'room', 'Chambre adaptée au rez-de-chaussée' ),
				),
			),
			'fourchette-voyageuse'  => array(
				'title'        => 'Restaurant La Fourchette Voyageuse',
				'category'     => 'restauration',
				'commune'      => 'Castelsarrasin',
				'address'      => '8 place de la Liberté',
				'postcode'     => '82100',
				'lat'          => 44.0397,
				'lng'          => 1.1072,
				'phone'        => '05 36 49 10 03',
				'disabilities' => array( 'moteur', 'visuel', 'mental' ),
				'features'     => array( 'entree-plain-pied', 'sanitaires-adaptes', 'documents-braille', 'facile-a-lire', 'chiens-guides' ),
				'label'        => true,
				'text'         => 'Cuisine du marché servie en salle ou en terrasse. La carte existe en braille, en gros caractères et en version facile à lire et à comprendre (FALC).',
				'photos'       => array(
					array( 'terrace', 'Terrasse du restaurant, de plain-pied avec la place' ),
					array( 'building', 'Salle du restaurant avec des tables accessibles en fauteuil roulant' ),
				),
			),
			'heron-gourmand'        => array(
				'title'        => 'Bistrot Le Héron Gourmand',
				'category'     => 'restauration',
				'commune'      => 'Fronton',
				'address'      => '21 avenue des Vignes',
				'postcode'     => '31620',
				'lat'          => 43.8397,
				'lng'          => 1.3894,
				'phone'        => '05 36 49 10 04',
				'disabilities' => array( 'moteur', 'auditif' ),
				'features'     => array( 'entree-plain-pied', 'parking-adapte', 'sanitaires-adaptes', 'boucle-magnetique' ),
				'label'        => false,
				'text'         => 'Bistrot de pays au milieu des vignes. Place de stationnement réservée devant l’entrée, sanitaires adaptés et boucle magnétique au comptoir.',
				'photos'       => array(
					array( 'terrace', 'Terrasse du bistrot face aux vignes' ),
				),
			),
			'plage-lac-libellules'  => array(
				'title'        => 'Plage accessible du Lac des Libellules',
				'category'     => 'equipements-de-loisirs',
				'commune'      => 'Bessens',
				'address'      => 'Chemin du Lac',
				'postcode'     => '82170',
				'lat'          => 43.8833,
				'lng'          => 1.2667,
				'phone'        => '05 36 49 10 05',
				'disabilities' => array( 'moteur', 'visuel', 'auditif', 'mental' ),
				'features'     => array( 'fauteuil-baignade', 'parking-adapte', 'sanitaires-adaptes', 'bande-guidage', 'signaletique-pictos', 'personnel-sensibilise' ),
				'label'        => true,
				'marker_type'  => 'icon-handiplage',
				'text'         => 'Plage surveillée en été, avec tapis d’accès jusqu’à l’eau, fauteuils de baignade prêtés sur place, bande de guidage du parking à la plage et signalétique en pictogrammes.',
				'photos'       => array(
					array( 'lake', 'Tapis d’accès menant jusqu’au bord du lac' ),
					array( 'lake', 'Fauteuil de baignade au bord de l’eau' ),
					array( 'garden', 'Espace ombragé avec des tables de pique-nique accessibles' ),
				),
			),
			'parc-sens-eveil'       => array(
				'title'        => 'Parc des Sens en Éveil',
				'category'     => 'equipements-de-loisirs',
				'commune'      => 'Villemur-sur-Tarn',
				'address'      => '2 rue du Moulin',
				'postcode'     => '31340',
				'lat'          => 43.8667,
				'lng'          => 1.5033,
				'phone'        => '05 36 49 10 06',
				'disabilities' => array( 'visuel', 'mental' ),
				'features'     => array( 'bande-guidage', 'documents-braille', 'facile-a-lire', 'signaletique-pictos', 'chiens-guides' ),
				'label'        => true,
				'text'         => 'Jardin sensoriel à parcourir librement : plantes à toucher et à sentir, panneaux en braille et en gros caractères, parcours guidé au sol.',
				'photos'       => array(
					array( 'garden', 'Allée du jardin sensoriel bordée de bacs de plantes à hauteur de main' ),
					array( 'garden', 'Panneau en braille devant un massif de lavande' ),
				),
			),
			'crins-argent'          => array(
				'title'        => 'Centre équestre Les Crins d’Argent',
				'category'     => 'equipements-de-loisirs',
				'commune'      => 'Grisolles',
				'address'      => '460 route de Campsas',
				'postcode'     => '82170',
				'lat'          => 43.8297,
				'lng'          => 1.2966,
				'phone'        => '05 36 49 10 07',
				'disabilities' => array( 'moteur', 'mental' ),
				'features'     => array( 'parking-adapte', 'sanitaires-adaptes', 'personnel-sensibilise' ),
				'label'        => false,
				'text'         => 'Équitation adaptée encadrée par des moniteurs formés, montoir surélevé pour passer du fauteuil à la selle, balades attelées.',
				'photos'       => array(
					array( 'garden', 'Carrière du centre équestre et montoir surélevé' ),
				),
			),
			'jardins-capucine'      => array(
				'title'        => 'Résidence Les Jardins de Capucine',
				'category'     => 'residences',
				'commune'      => 'Labastide-Saint-Pierre',
				'address'      => '5 impasse des Tournesols',
				'postcode'     => '82370',
				'lat'          => 43.9186,
				'lng'          => 1.3644,
				'phone'        => '05 36 49 10 08',
				'disabilities' => array( 'moteur', 'visuel', 'auditif' ),
				'features'     => array( 'entree-plain-pied', 'ascenseur', 'chambre-adaptee', 'douche-plain-pied', 'alerte-visuelle' ),
				'label'        => false,
				'text'         => 'Résidence de tourisme de 30 appartements, dont six adaptés, autour d’un jardin de plain-pied.',
				'photos'       => array(
					array( 'building', 'Bâtiment de la résidence et son allée de plain-pied' ),
					array( 'room', 'Salle d’eau adaptée avec douche de plain-pied et barres d’appui' ),
				),
			),
			'pigeonnier-rose'       => array(
				'title'        => 'Gîte du Pigeonnier Rose',
				'category'     => 'hebergements-locatifs-meubles-et-chambres-dhotes',
				'commune'      => 'Nohic',
				'address'      => '1 chemin de la Bouriette',
				'postcode'     => '82370',
				'lat'          => 43.8883,
				'lng'          => 1.4367,
				'phone'        => '05 36 49 10 09',
				'disabilities' => array( 'moteur' ),
				'features'     => array( 'entree-plain-pied', 'parking-adapte', 'chambre-adaptee', 'douche-plain-pied' ),
				'label'        => true,
				'text'         => 'Gîte de six personnes aménagé dans une ancienne grange, entièrement de plain-pied.',
				'photos'       => array(
					array( 'building', 'Gîte en briques roses et son pigeonnier' ),
					array( 'room', 'Chambre adaptée du gîte' ),
				),
			),
			'clos-mesanges'         => array(
				'title'        => 'Chambres d’hôtes Le Clos des Mésanges',
				'category'     => 'hebergements-locatifs-meubles-et-chambres-dhotes',
				'commune'      => 'Orgueil',
				'address'      => '37 route de Nohic',
				'postcode'     => '82370',
				'lat'          => 43.9069,
				'lng'          => 1.4119,
				'phone'        => '05 36 49 10 10',
				'disabilities' => array( 'auditif', 'mental' ),
				'features'     => array( 'alerte-visuelle', 'facile-a-lire', 'personnel-sensibilise' ),
				'label'        => false,
				'text'         => 'Trois chambres d’hôtes dans une maison de maître. Réveil lumineux et vibrant sur demande, livret d’accueil en FALC.',
				'photos'       => array(
					array( 'garden', 'Jardin de la maison d’hôtes et ses tilleuls' ),
				),
			),
			'hameau-ecureuils'      => array(
				'title'        => 'Village vacances Le Hameau des Écureuils',
				'category'     => 'villages-vacances',
				'commune'      => 'Saint-Sulpice-la-Pointe',
				'address'      => '250 chemin des Bois',
				'postcode'     => '81370',
				'lat'          => 43.7747,
				'lng'          => 1.6858,
				'phone'        => '05 36 49 10 11',
				'disabilities' => array( 'moteur', 'visuel', 'auditif', 'mental' ),
				'features'     => array( 'entree-plain-pied', 'parking-adapte', 'sanitaires-adaptes', 'chambre-adaptee', 'boucle-magnetique', 'signaletique-pictos', 'personnel-sensibilise' ),
				'label'        => true,
				'text'         => 'Village de 40 chalets dans un parc boisé, avec piscine équipée d’un siège de mise à l’eau et animations adaptées pendant les vacances scolaires.',
				'photos'       => array(
					array( 'building', 'Chalet adapté du village vacances, avec sa rampe' ),
					array( 'lake', 'Piscine du village équipée d’un siège de mise à l’eau' ),
				),
			),
		);
	}
}
