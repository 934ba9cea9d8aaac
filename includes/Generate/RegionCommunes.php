<?php
/**
 * Real communes around Grisolles (43.858, 1.425), to spread synthetic providers.
 *
 * @package AccesTourisme
 */

namespace AccesTourisme\Generate;

defined( 'ABSPATH' ) || exit;

/**
 * Name => array( postcode, latitude, longitude ) of the commune's centre.
 */
final class RegionCommunes {

	/**
	 * The communes.
	 *
	 * @return array<string, array{0: string, 1: float, 2: float}>
	 */
	public static function all(): array {
		return array(
			'Montauban'                 => array( '82000', 44.0176, 1.3550 ),
			'Grisolles'                 => array( '82170', 43.8297, 1.2966 ),
			'Castelsarrasin'            => array( '82100', 44.0397, 1.1072 ),
			'Moissac'                   => array( '82200', 44.1053, 1.0853 ),
			'Montech'                   => array( '82700', 43.9575, 1.2317 ),
			'Verdun-sur-Garonne'        => array( '82600', 43.8542, 1.2339 ),
			'Bessens'                   => array( '82170', 43.8833, 1.2667 ),
			'Labastide-Saint-Pierre'    => array( '82370', 43.9186, 1.3644 ),
			'Nohic'                     => array( '82370', 43.8883, 1.4367 ),
			'Orgueil'                   => array( '82370', 43.9069, 1.4119 ),
			'Campsas'                   => array( '82370', 43.8947, 1.3269 ),
			'Pompignan'                 => array( '82170', 43.8175, 1.3158 ),
			'Dieupentale'               => array( '82170', 43.8661, 1.2739 ),
			'Canals'                    => array( '82170', 43.8542, 1.2986 ),
			'Fronton'                   => array( '31620', 43.8397, 1.3894 ),
			'Castelnau-d’Estrétefonds'  => array( '31620', 43.7836, 1.3581 ),
			'Saint-Rustice'             => array( '31620', 43.8036, 1.3231 ),
			'Villemur-sur-Tarn'         => array( '31340', 43.8667, 1.5033 ),
			'Bouloc'                    => array( '31620', 43.7814, 1.4061 ),
			'Vacquiers'                 => array( '31340', 43.7889, 1.4792 ),
			'Villaudric'                => array( '31620', 43.8281, 1.4339 ),
			'Saint-Sulpice-la-Pointe'   => array( '81370', 43.7747, 1.6858 ),
			'Rabastens'                 => array( '81800', 43.8233, 1.7236 ),
			'Lavaur'                    => array( '81500', 43.6989, 1.8194 ),
			'Bessières'                 => array( '31660', 43.7983, 1.6064 ),
			'Buzet-sur-Tarn'            => array( '31660', 43.7792, 1.6322 ),
			'Montastruc-la-Conseillère' => array( '31380', 43.7169, 1.5897 ),
			'Grenade'                   => array( '31330', 43.7714, 1.2939 ),
			'Montbartier'               => array( '82700', 43.9128, 1.2750 ),
			'Bressols'                  => array( '82710', 43.9681, 1.3361 ),
			'Villebrumier'              => array( '82370', 43.9053, 1.4586 ),
			'Reyniès'                   => array( '82370', 43.9231, 1.4022 ),
			'Nègrepelisse'              => array( '82800', 44.0750, 1.5208 ),
			'Saint-Nicolas-de-la-Grave' => array( '82210', 44.0639, 1.0236 ),
		);
	}
}
