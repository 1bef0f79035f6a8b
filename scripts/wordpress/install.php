<?php
// Installs the loopback WordPress from the command line, as the install form would: creates the
// database, runs wp_install(), activates the Solio Headless plugin, turns on pretty permalinks
// (so /wp-json/ paths route) and creates an application password for REST writes.
// Prints {"user": ..., "applicationPassword": ...} as JSON. Run by real-wordpress.mjs.

$root   = getenv( 'SOLIO_WP_ROOT' );
$socket = getenv( 'SOLIO_WP_DB_SOCKET' );
if ( ! $root || ! $socket ) {
	fwrite( STDERR, "SOLIO_WP_ROOT and SOLIO_WP_DB_SOCKET are required\n" );
	exit( 1 );
}

mysqli_report( MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT );
$db = new mysqli( 'localhost', 'root', '', '', 0, $socket );
$db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci' );
$db->close();

// No mail transport on the machine: the "new site" notice to the admin goes nowhere.
function wp_mail() {
	return true;
}

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']       = parse_url( getenv( 'SOLIO_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'SOLIO_WP_URL' ), PHP_URL_PORT );
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['SERVER_PORT']     = (string) parse_url( getenv( 'SOLIO_WP_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI']     = '/wp-admin/install.php';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$user   = 'admin';
$result = wp_install( 'Solio', $user, 'admin@solio.example', false, '', wp_generate_password( 32 ) );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install() created no user\n" );
	exit( 1 );
}

$activated = activate_plugin( 'solio-headless/solio-headless.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'Plugin activation failed: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}

update_option( 'permalink_structure', '/%postname%/' );
// Regenerated on the first request, with the plugin's post types registered.
delete_option( 'rewrite_rules' );

if ( ! wp_is_application_passwords_available() ) {
	fwrite( STDERR, "Application passwords are unavailable: WP_ENVIRONMENT_TYPE must be 'local' on plain http\n" );
	exit( 1 );
}
$created = WP_Application_Passwords::create_new_application_password( (int) $result['user_id'], array( 'name' => 'solio-contract-test' ) );
if ( is_wp_error( $created ) ) {
	fwrite( STDERR, 'Application password: ' . $created->get_error_message() . "\n" );
	exit( 1 );
}

echo wp_json_encode(
	array(
		'user'                => $user,
		'applicationPassword' => $created[0],
	)
);
