import SpacesKit

/// What one changed part of a widget does while the widget's entry changes, in cells.
///
/// - `crossFade`: the default, `.opacity` and `.interpolate`: changed cells show the old content
///   dimmed for the first half, then the new content dimmed, then the new content.
/// - `roll`: `.numericText`: each changed glyph slides out and the new one slides in from the
///   other side (up when the value grows, down when it shrinks), old glyph dimmed, then new
///   glyph dimmed, never a digit in between; unchanged glyphs stay or slide to their new column
///   (see `NumericTextRoll`).
/// - `push`: `.push(from:)` (and `.slide`, which pushes from the leading edge): the new content
///   comes in from the edge row by row (column by column) while the old leaves by the opposite
///   edge, one blank row between them, clipped to the part's rectangle.
/// - `move`: `.move(edge:)`: the old content leaves towards the edge, then the new content
///   comes in from it.
/// - `scale`: `.scale`: the old content shrinks to its centre, then the new grows from it.
///
/// Under reduced motion every effect is a cross-fade, as iOS Reduce Motion replaces movement
/// with dissolves.
enum AnimationEffect: Equatable, Sendable {
  case crossFade
  case roll(up: Bool)
  case push(Edge)
  case move(Edge)
  case scale

  /// The effect of a content transition; `nil` for `.identity` (no animation).
  init?(_ transition: ContentTransition, from old: ContentTransition?) {
    switch transition.kind {
    case .identity: return nil
    case .opacity, .interpolate: self = .crossFade
    case .numericText(let countsDown, let value):
      if let value, case .numericText(_, let oldValue?)? = old?.kind, value != oldValue {
        self = .roll(up: value > oldValue)
      } else {
        self = .roll(up: !countsDown)
      }
    }
  }

  /// The effect of a view transition; `nil` for `.identity` (no animation).
  init?(_ transition: AnyTransition) {
    switch transition.kind {
    case .identity: return nil
    case .opacity: self = .crossFade
    case .scale: self = .scale
    case .slide: self = .push(.leading)
    case .move(let edge): self = .move(edge)
    case .push(let edge): self = .push(edge)
    }
  }

  /// This effect as reduced motion plays it: a cross-fade.
  func reduced(_ reducedMotion: Bool) -> AnimationEffect { reducedMotion ? .crossFade : self }
}
