<?php
// Router of `php -S` for the loopback WordPress: files that exist (uploads, wp-admin scripts) are
// served as they are; every other path (pretty permalinks, /wp-json/...) goes to WordPress's
// index.php, as Apache's rewrite rules would send it.

$solio_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$solio_file = $_SERVER['DOCUMENT_ROOT'] . $solio_path;

if ( '/' !== $solio_path && false === strpos( $solio_path, '..' ) && ( is_file( $solio_file ) || is_file( rtrim( $solio_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

// WordPress reads the requested permalink from REQUEST_URI once PHP_SELF names index.php and no
// PATH_INFO is set; `php -S` fills both with the requested path otherwise.
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
unset( $_SERVER['PATH_INFO'] );

require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
