<?php
/**
 * Plugin Name: Solio Headless
 * Description: Content types of the Solio website (communiqués, projets, événements) in the REST API, their fields under `acf` when Advanced Custom Fields is not installed, and the revalidation webhook that refreshes the site on publish, update, unpublish, trash and delete.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 8.0
 * License: GPL-2.0-or-later
 * Text Domain: solio-headless
 *
 * Configuration in wp-config.php:
 *   define( 'SOLIO_REVALIDATE_URL', 'https://www.example.com/api/revalidate' );
 *   define( 'SOLIO_REVALIDATE_SECRET', 'the same value as REVALIDATE_SECRET on the site' );
 */

defined( 'ABSPATH' ) || exit;

/**
 * Content types: post type => REST base and fields (name => 'text' | 'url' | 'html' | 'gallery').
 * The field names are those the site reads (lib/wordpress/schemas.ts).
 */
function solio_headless_types(): array {
	$video = array( 'video_youtube' => 'url', 'video_linkedin' => 'url' );
	return array(
		'communique' => array(
			'rest_base' => 'communiques',
			'labels'    => array( 'Communiqués', 'Communiqué' ),
			'icon'      => 'dashicons-megaphone',
			'fields'    => array( 'id' => 'text', 'date' => 'text', 'images' => 'gallery', 'galerie' => 'gallery' ) + $video,
		),
		'projet'     => array(
			'rest_base' => 'projets',
			'labels'    => array( 'Projets', 'Projet' ),
			'icon'      => 'dashicons-lightbulb',
			'fields'    => array(
				'progression'          => 'text',
				'filiale'              => 'text',
				'pays'                 => 'text',
				'capacite'             => 'text',
				'technologie'          => 'text',
				'stockage'             => 'text',
				'objectifs'            => 'text',
				'annual_co2_reduction' => 'text',
				'impact'               => 'text',
				'optimisation'         => 'text',
				'type_borne'           => 'text',
				'alimentation'         => 'text',
				'connectivite'         => 'text',
				'caracteristiques'     => 'html',
				'galerie'              => 'gallery',
			) + $video,
		),
		'evenement'  => array(
			'rest_base' => 'evenements',
			'labels'    => array( 'Événements', 'Événement' ),
			'icon'      => 'dashicons-calendar-alt',
			'fields'    => array(
				'date'           => 'text',
				'heure'          => 'text',
				'heure_fin'      => 'text',
				'lieu'           => 'text',
				'type'           => 'text',
				'en_savoir_plus' => 'url',
				'galerie'        => 'gallery',
			) + $video,
		),
	);
}

/** ACF, when installed, owns the fields and their `acf` REST field: this plugin then stays out of its way. */
function solio_headless_acf_active(): bool {
	return class_exists( 'ACF' ) || function_exists( 'acf_get_field_groups' );
}

add_action(
	'init',
	function () {
		foreach ( solio_headless_types() as $type => $config ) {
			list( $plural, $singular ) = $config['labels'];
			register_post_type(
				$type,
				array(
					'labels'       => array(
						'name'          => $plural,
						'singular_name' => $singular,
						'add_new_item'  => sprintf( 'Ajouter : %s', $singular ),
						'edit_item'     => sprintf( 'Modifier : %s', $singular ),
					),
					'public'       => true,
					'show_in_rest' => true,
					'rest_base'    => $config['rest_base'],
					'menu_icon'    => $config['icon'],
					'has_archive'  => true,
					'rewrite'      => array( 'slug' => $config['rest_base'] ),
					'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions', 'custom-fields' ),
					'taxonomies'   => array( 'post_tag' ),
				)
			);
			register_taxonomy_for_object_type( 'post_tag', $type );

			if ( solio_headless_acf_active() ) {
				continue;
			}
			foreach ( $config['fields'] as $name => $kind ) {
				register_post_meta(
					$type,
					$name,
					array(
						'type'              => 'string',
						'single'            => true,
						// Read and written through `acf` only, as with ACF: `meta` stays [] in REST responses.
						'show_in_rest'      => false,
						'default'           => '',
						'sanitize_callback' => solio_headless_sanitizer( $kind ),
						'auth_callback'     => function () {
							return current_user_can( 'edit_posts' );
						},
					)
				);
			}
		}
	}
);

/**
 * How a field is cleaned when stored. URLs get esc_url_raw(): sanitize_text_field() would strip
 * their percent-encoded octets (%C3%A9 and the like).
 */
function solio_headless_sanitizer( string $kind ): string {
	$sanitizers = array(
		'html'    => 'wp_kses_post',
		'url'     => 'esc_url_raw',
		'gallery' => 'solio_headless_sanitize_gallery',
	);
	return $sanitizers[ $kind ] ?? 'sanitize_text_field';
}

/**
 * Galleries are stored as one URL per line; REST writers may also send an array of URLs or of
 * image objects with a `url` (as ACF returns them), or a JSON array.
 */
function solio_headless_sanitize_gallery( $value ): string {
	if ( is_string( $value ) ) {
		$decoded = json_decode( $value, true );
		$value   = is_array( $decoded ) ? $decoded : preg_split( '/[\r\n]+/', $value );
	}
	$urls = array();
	foreach ( (array) $value as $entry ) {
		$url = is_array( $entry ) ? ( $entry['url'] ?? '' ) : $entry;
		$url = is_string( $url ) ? esc_url_raw( trim( $url ) ) : '';
		if ( '' !== $url ) {
			$urls[] = $url;
		}
	}
	return implode( "\n", $urls );
}

/** A value written under `acf` as the string to store, or a WP_Error naming the field. */
function solio_headless_stored_value( string $name, string $kind, $value ) {
	if ( false === $value || null === $value ) {
		return '';
	}
	if ( 'gallery' === $kind && ( is_array( $value ) || is_string( $value ) ) ) {
		return solio_headless_sanitize_gallery( $value );
	}
	if ( is_string( $value ) || is_int( $value ) || is_float( $value ) ) {
		return (string) $value;
	}
	return new WP_Error( 'solio_invalid_acf', sprintf( 'acf.%s must be %s', $name, 'gallery' === $kind ? 'a list of URLs or false' : 'text' ), array( 'status' => 400 ) );
}

/** A field as ACF returns it: "" for empty text, false for an empty gallery, an array of URLs otherwise. */
function solio_headless_field_value( int $post_id, string $name, string $kind ) {
	$raw = (string) get_post_meta( $post_id, $name, true );
	if ( 'gallery' === $kind ) {
		$urls = array_values( array_filter( array_map( 'trim', explode( "\n", $raw ) ) ) );
		return $urls ? $urls : false;
	}
	return $raw;
}

add_action(
	'rest_api_init',
	function () {
		if ( solio_headless_acf_active() ) {
			return;
		}
		foreach ( solio_headless_types() as $type => $config ) {
			register_rest_field(
				$type,
				'acf',
				array(
					'get_callback'    => function ( $post ) use ( $config ) {
						$values = array();
						foreach ( $config['fields'] as $name => $kind ) {
							$values[ $name ] = solio_headless_field_value( (int) $post['id'], $name, $kind );
						}
						return $values;
					},
					'update_callback' => function ( $values, $post ) use ( $config ) {
						if ( ! is_array( $values ) ) {
							return new WP_Error( 'solio_invalid_acf', 'acf must be an object', array( 'status' => 400 ) );
						}
						// Every value is checked before any is stored, so a refused write leaves the fields as they were.
						$stored = array();
						foreach ( array_intersect_key( $values, $config['fields'] ) as $name => $value ) {
							$stored[ $name ] = solio_headless_stored_value( $name, $config['fields'][ $name ], $value );
							if ( is_wp_error( $stored[ $name ] ) ) {
								return $stored[ $name ];
							}
						}
						foreach ( $stored as $name => $value ) {
							// update_post_meta() unslashes what it is given: slashed first, backslashes survive.
							update_post_meta( $post->ID, $name, wp_slash( $value ) );
						}
						return true;
					},
					'schema'          => array(
						'description' => 'Site fields (ACF shape)',
						'type'        => 'object',
						'context'     => array( 'view', 'edit' ),
					),
				)
			);
		}
	}
);

/** Sends the revalidation webhook without waiting for the answer, so the editor's save stays fast. */
function solio_headless_notify( WP_Post $post, string $status ): void {
	$types = solio_headless_types();
	if ( ! isset( $types[ $post->post_type ] ) || ! defined( 'SOLIO_REVALIDATE_URL' ) || ! defined( 'SOLIO_REVALIDATE_SECRET' ) ) {
		return;
	}
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	wp_remote_post(
		SOLIO_REVALIDATE_URL,
		array(
			'blocking' => false,
			'timeout'  => 1,
			'headers'  => array(
				'Content-Type'        => 'application/json',
				'X-Revalidate-Secret' => SOLIO_REVALIDATE_SECRET,
			),
			'body'     => wp_json_encode(
				array(
					'type'      => $post->post_type,
					'id'        => $post->ID,
					// A trashed post's slug carries a __trashed suffix; the site knows it by its old one.
					'slug'      => preg_replace( '/__trashed$/', '', $post->post_name ),
					'rest_base' => $types[ $post->post_type ]['rest_base'],
					'status'    => $status,
				)
			),
		)
	);
}

// After the post AND its fields are saved (REST and block editor included), on publish, update and unpublish.
add_action(
	'wp_after_insert_post',
	function ( $post_id, $post, $update, $post_before ) {
		$was_public = $post_before && 'publish' === $post_before->post_status;
		if ( 'publish' === $post->post_status || $was_public ) {
			solio_headless_notify( $post, $post->post_status );
		}
	},
	10,
	4
);

add_action(
	'before_delete_post',
	function ( $post_id, $post ) {
		if ( $post instanceof WP_Post && in_array( $post->post_status, array( 'publish', 'trash' ), true ) ) {
			solio_headless_notify( $post, 'deleted' );
		}
	},
	10,
	2
);
