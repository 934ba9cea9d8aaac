/**
 * A small decorative particle field drawn on a canvas behind a group's content. It is hidden
 * from assistive technology, paused when off screen or in a hidden tab, and still (one frame)
 * when the visitor asks for reduced motion or the toolbar stops animations. It moves for five
 * seconds in all, then holds still: motion that starts by itself and lasts longer needs a
 * pause control of its own (WCAG 2.2.2), and a background that keeps moving beside the text
 * distracts the readers it is meant to please.
 */
import { motionReduced, watchMotion } from '../media-common/reduced-motion';

interface Particle {
	x: number;
	y: number;
	vx: number;
	vy: number;
	r: number;
}

/** Lines join particles closer than this, in CSS pixels. */
const LINK_DISTANCE = 110;
const MAX_PARTICLES = 60;
/** One particle per this many square CSS pixels. */
const AREA_PER_PARTICLE = 14000;
/** How long the field moves in all (on screen, in a visible tab), in milliseconds. */
export const RUN_LIMIT_MS = 5000;
/** A longer gap between two frames (a busy page) counts as this much. */
const LONGEST_FRAME_MS = 100;

/**
 * The particle colour: the group's text colour, faint.
 * @param color A computed CSS colour (rgb or rgba).
 * @param alpha Opacity.
 */
export function faint( color: string, alpha: number ): string {
	const rgb = color.match( /\d+(\.\d+)?/g )?.slice( 0, 3 ) ?? [
		'255',
		'255',
		'255',
	];
	return `rgba(${ rgb.join( ', ' ) }, ${ alpha })`;
}

export class ParticleField {
	readonly canvas: HTMLCanvasElement;
	private readonly context: CanvasRenderingContext2D | null;
	private particles: Particle[] = [];
	private frame = 0;
	/** Time moved so far, and the last frame's time (0 when not running). */
	private moved = 0;
	private last: number | null = null;
	private onScreen = true;
	private reduced: boolean;
	private width = 0;
	private height = 0;
	private readonly stops: Array< () => void > = [];

	constructor( private readonly host: HTMLElement ) {
		this.canvas = document.createElement( 'canvas' );
		this.canvas.className = 'acces-particles__canvas';
		this.canvas.setAttribute( 'aria-hidden', 'true' );
		this.canvas.setAttribute( 'role', 'presentation' );
		host.prepend( this.canvas );
		host.classList.add( 'has-acces-particles' );
		this.context = this.canvas.getContext( '2d' );
		this.reduced = motionReduced();
		this.resize();

		// The group's size, not only the window's, changes: a larger text (the toolbar's text
		// size) makes it taller. Where ResizeObserver is missing, the window's resize.
		const onResize = () => {
			if (
				this.host.clientWidth === this.width &&
				this.host.clientHeight === this.height
			) {
				return;
			}
			this.resize();
			this.update();
		};
		if ( typeof ResizeObserver === 'function' ) {
			const observer = new ResizeObserver( onResize );
			observer.observe( host );
			this.stops.push( () => observer.disconnect() );
		} else {
			window.addEventListener( 'resize', onResize );
			this.stops.push( () =>
				window.removeEventListener( 'resize', onResize )
			);
		}
		const onVisibility = () => this.update();
		document.addEventListener( 'visibilitychange', onVisibility );
		this.stops.push( () =>
			document.removeEventListener( 'visibilitychange', onVisibility )
		);
		this.stops.push(
			watchMotion( ( reduced ) => {
				this.reduced = reduced;
				this.update();
			} )
		);
		if ( typeof IntersectionObserver === 'function' ) {
			const observer = new IntersectionObserver( ( entries ) => {
				this.onScreen = entries.some(
					( entry ) => entry.isIntersecting
				);
				this.update();
			} );
			observer.observe( host );
			this.stops.push( () => observer.disconnect() );
		}
		this.update();
	}

	/** Whether the animation is running. */
	get running(): boolean {
		return this.frame !== 0;
	}

	/** Whether it has moved its five seconds and holds still for good. */
	get spent(): boolean {
		return this.moved >= RUN_LIMIT_MS;
	}

	/** Starts or stops the animation as the conditions require. */
	update(): void {
		const run =
			this.onScreen &&
			! this.reduced &&
			! document.hidden &&
			! this.spent;
		if ( run && ! this.frame ) {
			this.last = null;
			this.frame = requestAnimationFrame( this.tick );
		} else if ( ! run && this.frame ) {
			cancelAnimationFrame( this.frame );
			this.frame = 0;
		}
		if ( ! run ) {
			this.draw();
		}
	}

	/** Stops everything and removes the canvas. */
	destroy(): void {
		if ( this.frame ) {
			cancelAnimationFrame( this.frame );
			this.frame = 0;
		}
		this.stops.splice( 0 ).forEach( ( stop ) => stop() );
		this.canvas.remove();
		this.host.classList.remove( 'has-acces-particles' );
	}

	/**
	 * Fits the canvas to the group (in device pixels, for a sharp drawing) and the particles
	 * to its area: the particles already there keep their place, in proportion.
	 */
	private resize(): void {
		const ratio = window.devicePixelRatio || 1;
		const [ oldWidth, oldHeight ] = [ this.width, this.height ];
		this.width = this.host.clientWidth;
		this.height = this.host.clientHeight;
		this.canvas.width = Math.round( this.width * ratio );
		this.canvas.height = Math.round( this.height * ratio );
		this.context?.setTransform( ratio, 0, 0, ratio, 0, 0 );
		const count = Math.min(
			MAX_PARTICLES,
			Math.round( ( this.width * this.height ) / AREA_PER_PARTICLE )
		);
		this.particles = this.particles.slice( 0, count );
		this.particles.forEach( ( p ) => {
			p.x *= oldWidth ? this.width / oldWidth : 1;
			p.y *= oldHeight ? this.height / oldHeight : 1;
		} );
		while ( this.particles.length < count ) {
			this.particles.push( {
				x: Math.random() * this.width,
				y: Math.random() * this.height,
				vx: ( Math.random() - 0.5 ) * 0.6,
				vy: ( Math.random() - 0.5 ) * 0.6,
				r: 1 + Math.random() * 2,
			} );
		}
	}

	private readonly tick = ( time: number = performance.now() ): void => {
		if ( this.last !== null ) {
			this.moved += Math.min( LONGEST_FRAME_MS, time - this.last );
		}
		this.last = time;
		if ( this.spent ) {
			this.frame = 0;
			this.draw();
			return;
		}
		for ( const p of this.particles ) {
			p.x += p.vx;
			p.y += p.vy;
			if ( p.x < 0 || p.x > this.width ) {
				p.vx = -p.vx;
			}
			if ( p.y < 0 || p.y > this.height ) {
				p.vy = -p.vy;
			}
		}
		this.draw();
		this.frame = requestAnimationFrame( this.tick );
	};

	private draw(): void {
		const ctx = this.context;
		if ( ! ctx ) {
			return;
		}
		const color = getComputedStyle( this.host ).color;
		ctx.clearRect( 0, 0, this.width, this.height );
		ctx.fillStyle = faint( color, 0.3 );
		ctx.strokeStyle = faint( color, 0.12 );
		ctx.lineWidth = 1;
		this.particles.forEach( ( p, i ) => {
			ctx.beginPath();
			ctx.arc( p.x, p.y, p.r, 0, Math.PI * 2 );
			ctx.fill();
			for ( let j = i + 1; j < this.particles.length; j++ ) {
				const q = this.particles[ j ];
				if ( Math.hypot( p.x - q.x, p.y - q.y ) < LINK_DISTANCE ) {
					ctx.beginPath();
					ctx.moveTo( p.x, p.y );
					ctx.lineTo( q.x, q.y );
					ctx.stroke();
				}
			}
		} );
	}
}
