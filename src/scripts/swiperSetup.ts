/**
 * Swiper's core and the one module the carousels use, imported by name so that the bundler
 * keeps only these. Loaded lazily by carousel.ts when a carousel first comes into view.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export { Autoplay, Swiper };
