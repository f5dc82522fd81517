// The slider's code and styles, loaded only with a slider (dynamic import of this file).
import Swiper from 'swiper';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';

export { Swiper, A11y, Keyboard, Pagination };
