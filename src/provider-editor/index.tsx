/**
 * The provider editor's sidebar panels (block editor, provider post type only: PHP enqueues
 * this entry there alone).
 */
import 'leaflet/dist/leaflet.css';
import './editor.scss';
import { registerPlugin } from '@wordpress/plugins';
import { ProviderSidebar } from './ProviderSidebar';

registerPlugin( 'acces-provider-editor', { render: ProviderSidebar } );
