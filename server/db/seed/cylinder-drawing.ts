import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as OpenType from 'opentype.js';
import type { Font, PathCommand } from 'opentype.js';
import { CYLINDER_BODY_COLOUR, PICTURE_BACKGROUND, type CylinderLabel, type CylinderMarking } from '@domain/cylinder-markings';

/**
 * The demo catalogue's pictures: a refrigerant container drawn as SVG, lit from the upper left, on a 1200 × 900
 * canvas (the 4:3 of the storefront's picture boxes) the colour of those boxes. Opaque, not transparent: WebP
 * encodes it three times faster (seed time) and a third smaller. The label's text is drawn as paths from a font the
 * project ships (DejaVu Sans Bold), so the picture is the same on a machine with no fonts at all.
 */
export const CANVAS = { width: 1200, height: 900 } as const;

// createRequire, not an import: it resolves from this file's place in the sources and in the bundle (dist/server) alike,
// and it loads opentype.js's CommonJS build whatever the test runner or bundler would pick.
const require = createRequire(import.meta.url);
let labelFont: Font | null = null;

/** DejaVu Sans Bold from the dejavu-fonts-ttf package, parsed once. */
export function loadLabelFont(): Font {
  if (!labelFont) {
    const opentype = require('opentype.js') as typeof OpenType;
    const bytes = fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    labelFont = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { lowMemory: true });
  }
  return labelFont;
}

const CX = CANVAS.width / 2;
const n = (value: number) => Number(value.toFixed(1));

/** Where a point drawn flat on a label lands once the label is wrapped round a cylinder of radius r seen a little from above. */
type Wrap = (x: number, y: number) => [number, number];
function wrapAround(radius: number, tilt: number): Wrap {
  return (x, y) => {
    const angle = (x - CX) / radius;
    return [CX + radius * Math.sin(angle), y + tilt * Math.cos(angle)];
  };
}

function pathData(commands: readonly PathCommand[], wrap: Wrap): string {
  const at = (x: number, y: number) => wrap(x, y).map(n).join(' ');
  return commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${at(command.x, command.y)}`;
        case 'Q':
          return `Q${at(command.x1, command.y1)} ${at(command.x, command.y)}`;
        case 'C':
          return `C${at(command.x1, command.y1)} ${at(command.x2, command.y2)} ${at(command.x, command.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

interface TextLine {
  text: string;
  /** Baseline, on the flat label. */
  y: number;
  size: number;
  /** Widest the text may be; a longer text is drawn smaller. */
  maxWidth: number;
  /** Extra space between letters, in em. */
  spacing?: number;
}

/**
 * Glyphs placed one by one with the font's kerning. Not font.getPath: its text shaping (opentype.js 2.0) stops on
 * a substitution lookup of DejaVu's that it cannot apply, and a refrigerant name needs no shaping.
 */
function layOut(font: Font, text: string, size: number, spacing: number): { commands: PathCommand[]; width: number } {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const placed: { glyph: (typeof glyphs)[number]; x: number }[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    placed.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    if (next) x += font.getKerningValue(glyph, next) * scale + spacing * size;
  });
  return {
    width: x,
    commands: placed.flatMap(({ glyph, x: at }) => glyph.getPath(at, 0, size).commands),
  };
}

/** One line of text, centred, as an SVG path wrapped round the container. */
function textPath(font: Font, line: TextLine, wrap: Wrap): string {
  const spacing = line.spacing ?? 0;
  const natural = layOut(font, line.text, line.size, spacing).width;
  const size = natural > line.maxWidth ? (line.size * line.maxWidth) / natural : line.size;
  const { commands, width } = layOut(font, line.text, size, spacing);
  const left = CX - width / 2;
  return pathData(commands, (x, y) => wrap(x + left, y + line.y));
}

/** Shading shared by every container: a dark rim, a soft highlight left of centre, the far side in shadow. */
const DEFS = `
<linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity=".42"/>
  <stop offset=".09" stop-color="#000" stop-opacity=".16"/>
  <stop offset=".24" stop-color="#fff" stop-opacity=".34"/>
  <stop offset=".34" stop-color="#fff" stop-opacity=".12"/>
  <stop offset=".55" stop-color="#000" stop-opacity="0"/>
  <stop offset=".8" stop-color="#000" stop-opacity=".16"/>
  <stop offset="1" stop-color="#000" stop-opacity=".46"/>
</linearGradient>
<radialGradient id="floor" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="#0f172a" stop-opacity=".34"/>
  <stop offset=".6" stop-color="#0f172a" stop-opacity=".12"/>
  <stop offset="1" stop-color="#0f172a" stop-opacity="0"/>
</radialGradient>
<radialGradient id="dome" cx=".36" cy=".3" r=".55">
  <stop offset="0" stop-color="#fff" stop-opacity=".42"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<linearGradient id="brass" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#6b4f1d"/>
  <stop offset=".3" stop-color="#e4c77c"/>
  <stop offset=".55" stop-color="#b8913f"/>
  <stop offset="1" stop-color="#5c431a"/>
</linearGradient>
<linearGradient id="steel" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#4b5563"/>
  <stop offset=".3" stop-color="#e5e7eb"/>
  <stop offset=".55" stop-color="#9ca3af"/>
  <stop offset="1" stop-color="#374151"/>
</linearGradient>
<linearGradient id="knob" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#111827"/>
  <stop offset=".3" stop-color="#4b5563"/>
  <stop offset="1" stop-color="#0b0f17"/>
</linearGradient>
<linearGradient id="hollow" x1="0" x2="0" y1="0" y2="1">
  <stop offset="0" stop-color="#1f2937"/>
  <stop offset="1" stop-color="#4b5563"/>
</linearGradient>`;

/** A ring round the container between y1 and y2 (its edges follow the curve), as a closed path. */
function ring(left: number, right: number, y1: number, y2: number, tilt: number): string {
  const r = (right - left) / 2;
  return `M${left} ${y1}A${r} ${tilt} 0 0 0 ${right} ${y1}L${right} ${y2}A${r} ${tilt} 0 0 1 ${left} ${y2}Z`;
}

/** The edge of a ring at height y, as an open path (for seams and pinstripes). */
function ringEdge(left: number, right: number, y: number, tilt: number): string {
  return `M${left} ${y}A${(right - left) / 2} ${tilt} 0 0 0 ${right} ${y}`;
}

interface LabelBand {
  left: number;
  right: number;
  top: number;
  bottom: number;
  tilt: number;
}

/** The printed label band: its colour, two pinstripes and three lines of text, wrapped round the body. */
function labelBand(font: Font, marking: CylinderMarking, label: CylinderLabel, band: LabelBand): string {
  const { left, right, top, bottom, tilt } = band;
  const radius = (right - left) / 2;
  const wrap = wrapAround(radius, tilt);
  const height = bottom - top;
  // Text stays on the front ~100° of the body, where a reader sees it square on.
  const maxWidth = radius * 1.6;
  const lines: TextLine[] = [
    { text: label.brand, y: top + height * 0.25, size: height * 0.105, maxWidth: maxWidth * 0.7, spacing: 0.22 },
    { text: label.name, y: top + height * 0.66, size: height * 0.42, maxWidth },
    { text: label.line, y: top + height * 0.86, size: height * 0.085, maxWidth, spacing: 0.06 },
  ];
  const print = lines.map((line) => `<path d="${textPath(font, line, wrap)}"/>`).join('');
  const stripe = Math.max(4, height * 0.035);
  return `
<path d="${ring(left, right, top, bottom, tilt)}" fill="${marking.band}"/>
<g fill="none" stroke="${marking.ink}" stroke-opacity=".55" stroke-width="${n(stripe / 2)}">
  <path d="${ringEdge(left, right, top + stripe * 2, tilt)}"/>
  <path d="${ringEdge(left, right, bottom - stripe * 2, tilt)}"/>
</g>
<g fill="${marking.ink}">${print}</g>
<g fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2">
  <path d="${ringEdge(left, right, top, tilt)}"/>
  <path d="${ringEdge(left, right, bottom, tilt)}"/>
</g>`;
}

/** A valve seen from the front: brass (steel for ammonia, which attacks copper alloys) body, side outlet with its cap, handwheel. */
function valve(x: number, top: number, scale: number, metal: CylinderMarking['valve']): string {
  const w = 24 * scale;
  const wheel = 42 * scale;
  return `
<path d="M${n(x + w)} ${n(top + 34 * scale)}h${n(30 * scale)}v${n(22 * scale)}h-${n(30 * scale)}z" fill="url(#${metal})"/>
<rect x="${n(x + w + 26 * scale)}" y="${n(top + 30 * scale)}" width="${n(16 * scale)}" height="${n(30 * scale)}" rx="${n(3 * scale)}" fill="#374151"/>
<rect x="${n(x - w)}" y="${n(top + 14 * scale)}" width="${n(2 * w)}" height="${n(70 * scale)}" rx="${n(4 * scale)}" fill="url(#${metal})"/>
<rect x="${n(x - 8 * scale)}" y="${n(top + 2 * scale)}" width="${n(16 * scale)}" height="${n(16 * scale)}" fill="#9ca3af"/>
<path d="M${n(x - wheel)} ${n(top)}a${n(wheel)} ${n(10 * scale)} 0 0 0 ${n(2 * wheel)} 0v${n(8 * scale)}a${n(wheel)} ${n(10 * scale)} 0 0 1 -${n(2 * wheel)} 0z" fill="url(#knob)"/>
<ellipse cx="${x}" cy="${n(top)}" rx="${n(wheel)}" ry="${n(10 * scale)}" fill="#374151"/>`;
}

function floorShadow(y: number, halfWidth: number): string {
  return `<ellipse cx="${CX}" cy="${y}" rx="${n(halfWidth * 1.45)}" ry="${n(halfWidth * 0.16)}" fill="url(#floor)"/>`;
}

/** The 30 lb disposable cylinder of HVAC service work: domed top with a carrying collar round the valve. */
function disposableCylinder(font: Font, marking: CylinderMarking, label: CylinderLabel): string {
  const left = 400;
  const right = 800;
  const r = (right - left) / 2;
  const tilt = 24;
  const top = 300;
  const bottom = 752;
  const body = `M${left} ${top}L${left} ${bottom}A${r} ${tilt} 0 0 0 ${right} ${bottom}L${right} ${top}Z`;
  const dome = `M${left} ${top + 2}C${left} ${top - 46} ${CX - 120} ${top - 70} ${CX} ${top - 72}C${CX + 120} ${top - 70} ${right} ${top - 46} ${right} ${top + 2}A${r} ${tilt} 0 0 1 ${left} ${top + 2}Z`;
  // The carrying collar: a steel ring round the valve, with a hand hole front and back.
  const cl = 474;
  const cr = 726;
  const ct = 142;
  const cb = 250;
  const collarR = (cr - cl) / 2;
  const collar = ring(cl, cr, ct, cb, 14);
  const hole = `M${CX - 70} ${ct + 30}h140a30 30 0 0 1 30 30v6a30 30 0 0 1 -30 30h-140a30 30 0 0 1 -30 -30v-6a30 30 0 0 1 30 -30z`;
  return `
${floorShadow(bottom + tilt + 8, r)}
<path d="${ring(left + 24, right - 24, bottom - 6, bottom + 18, tilt)}" fill="#8d9085"/>
<path d="${ring(left + 24, right - 24, bottom - 6, bottom + 18, tilt)}" fill="url(#shade)"/>
<path d="${body}" fill="${CYLINDER_BODY_COLOUR}"/>
<path d="${dome}" fill="${marking.shoulder ?? CYLINDER_BODY_COLOUR}"/>
${labelBand(font, marking, label, { left, right, top: 420, bottom: 650, tilt })}
<clipPath id="body"><path d="${body}"/><path d="${dome}"/></clipPath>
<rect x="${left}" y="${top - 80}" width="${right - left}" height="${bottom - top + 110}" fill="url(#shade)" clip-path="url(#body)"/>
<path d="${dome}" fill="url(#dome)"/>
<path d="${ringEdge(left, right, top + 2, tilt)}" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="3"/>
<ellipse cx="${CX}" cy="${ct}" rx="${collarR}" ry="14" fill="url(#hollow)"/>
<path d="${collar}" fill="${CYLINDER_BODY_COLOUR}"/>
<path d="${hole}" fill="url(#hollow)"/>
<clipPath id="hole"><path d="${hole}"/></clipPath>
<g clip-path="url(#hole)">${valve(CX, ct + 40, 1.1, marking.valve)}</g>
<path d="${collar}" fill="url(#shade)"/>
<path d="${hole}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="3"/>
<path d="${ringEdge(cl, cr, ct, 14)}" fill="none" stroke="#f8fafc" stroke-opacity=".7" stroke-width="7"/>
<path d="M${cl} ${ct}A${collarR} 14 0 0 1 ${cr} ${ct}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="3"/>`;
}

/** A tall returnable high-pressure cylinder (carbon dioxide, ammonia): rounded shoulder, neck ring, valve on top. */
function tallCylinder(font: Font, marking: CylinderMarking, label: CylinderLabel): string {
  const left = 452;
  const right = 748;
  const r = (right - left) / 2;
  const tilt = 18;
  const top = 318;
  const bottom = 812;
  const body = `M${left} ${top}L${left} ${bottom}A${r} ${tilt} 0 0 0 ${right} ${bottom}L${right} ${top}Z`;
  const shoulder = `M${left} ${top + 2}C${left} ${top - 96} ${CX - 92} ${top - 124} ${CX} ${top - 126}C${CX + 92} ${top - 124} ${right} ${top - 96} ${right} ${top + 2}A${r} ${tilt} 0 0 1 ${left} ${top + 2}Z`;
  const neck = ring(CX - 40, CX + 40, top - 150, top - 114, 7);
  return `
${floorShadow(bottom + tilt + 6, r)}
<path d="${body}" fill="${CYLINDER_BODY_COLOUR}"/>
<path d="${shoulder}" fill="${marking.shoulder ?? CYLINDER_BODY_COLOUR}"/>
<path d="${shoulder}" fill="url(#dome)"/>
${labelBand(font, marking, label, { left, right, top: 456, bottom: 666, tilt })}
<clipPath id="body"><path d="${body}"/><path d="${shoulder}"/></clipPath>
<rect x="${left}" y="${top - 140}" width="${right - left}" height="${bottom - top + 170}" fill="url(#shade)" clip-path="url(#body)"/>
${valve(CX, top - 262, 1.5, marking.valve)}
<path d="${neck}" fill="#6b7280"/>
<path d="${neck}" fill="url(#shade)"/>`;
}

/** A 100 lb drum for the liquid refrigerants (R-11, R-123, R-1233zd): two rolling hoops, valves on the lid. */
function drum(font: Font, marking: CylinderMarking, label: CylinderLabel): string {
  const left = 370;
  const right = 830;
  const r = (right - left) / 2;
  const tilt = 34;
  const top = 300;
  const bottom = 772;
  const body = `M${left} ${top}L${left} ${bottom}A${r} ${tilt} 0 0 0 ${right} ${bottom}L${right} ${top}Z`;
  const hoop = (y: number) => `
<path d="${ring(left - 6, right + 6, y, y + 16, tilt)}" fill="${CYLINDER_BODY_COLOUR}"/>
<path d="${ringEdge(left - 6, right + 6, y + 3, tilt)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>
<path d="${ringEdge(left - 6, right + 6, y + 16, tilt)}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="3"/>`;
  return `
${floorShadow(bottom + tilt + 8, r)}
<path d="${body}" fill="${CYLINDER_BODY_COLOUR}"/>
${hoop(420)}
${labelBand(font, marking, label, { left, right, top: 454, bottom: 654, tilt })}
${hoop(672)}
<clipPath id="body"><path d="${ring(left - 6, right + 6, top, bottom, tilt)}"/></clipPath>
<rect x="${left - 6}" y="${top - 10}" width="${right - left + 12}" height="${bottom - top + 60}" fill="url(#shade)" clip-path="url(#body)"/>
<ellipse cx="${CX}" cy="${top}" rx="${r}" ry="${tilt}" fill="${marking.shoulder ?? CYLINDER_BODY_COLOUR}"/>
<ellipse cx="${CX}" cy="${top}" rx="${r}" ry="${tilt}" fill="url(#dome)"/>
<ellipse cx="${CX}" cy="${top}" rx="${r - 4}" ry="${tilt - 3}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="8"/>
<ellipse cx="${CX}" cy="${top}" rx="${r - 14}" ry="${tilt - 9}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/>
${valve(CX - 90, top - 64, 0.8, marking.valve)}
${valve(CX + 90, top - 64, 0.8, marking.valve)}`;
}

const SHAPES = { cylinder: disposableCylinder, 'tall-cylinder': tallCylinder, drum } as const;

/** The picture of one product as an SVG document. */
export function containerSvg(marking: CylinderMarking, label: CylinderLabel, font: Font = loadLabelFont()): string {
  const { width, height } = CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${DEFS}</defs><rect width="${width}" height="${height}" fill="${PICTURE_BACKGROUND}"/>${SHAPES[marking.shape](font, marking, label)}</svg>`;
}
