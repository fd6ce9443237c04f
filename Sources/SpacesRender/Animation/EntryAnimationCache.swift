import Foundation
import SpacesKit
import Synchronization

/// The few entry animations built last, so the frames of one animation and the redraw
/// schedule's look-ahead don't lay out and draw both views again each time.
///
/// Invisible to results: an animation is a pure function of its key (the two views, the cells,
/// what is behind them, the drawing style, reduced motion, the theme, glyph mode and time zone,
/// and the time when a view shows a live date).
final class EntryAnimationCache: Sendable {
  /// What an animation is built from.
  struct Key: Equatable, Sendable {
    var from: ViewNode
    var to: ViewNode
    var width: Int
    var height: Int
    var background: Frame?
    var style: [TerminalColor?]
    var emphasis: [Bool]
    var labelStyle: LabelStyleKind
    var reducedMotion: Bool
    var theme: Theme
    var asciiOnly: Bool
    var timeZone: TimeZone
    /// The time, when a view shows a live date (its text depends on it).
    var liveNow: Date?
  }

  /// The cache the renderer uses.
  static let shared = EntryAnimationCache()
  /// How many animations it keeps.
  static let capacity = 4

  private let entries = Mutex<[(key: Key, animation: EntryAnimation?)]>([])

  /// The animation for a key, built by `make` unless it is among the last few built.
  func animation(for key: Key, make: () -> EntryAnimation?) -> EntryAnimation? {
    if let hit = entries.withLock({ $0.first { $0.key == key } }) { return hit.animation }
    let animation = make()
    entries.withLock { entries in
      entries.insert((key, animation), at: 0)
      if entries.count > Self.capacity { entries.removeLast() }
    }
    return animation
  }
}

extension ViewRenderer {
  /// The animation from `old` to `new` in `width` × `height` cells, from the cache.
  func entryAnimation(
    from old: ViewNode, to new: ViewNode, width: Int, height: Int, background: Frame?,
    style: DrawingStyle
  ) -> EntryAnimation? {
    let key = EntryAnimationCache.Key(
      from: old, to: new, width: width, height: height, background: background,
      style: [style.foreground, style.background, style.tint],
      emphasis: [style.bold, style.dim, style.italic], labelStyle: style.labelStyle,
      reducedMotion: context.reducedMotion, theme: context.theme, asciiOnly: context.asciiOnly,
      timeZone: context.timeZone,
      liveNow: old.showsLiveDate || new.showsLiveDate ? context.now : nil)
    return EntryAnimationCache.shared.animation(for: key) {
      EntryAnimation(
        from: old, to: new, width: width, height: height, background: background,
        renderer: self, style: style, reducedMotion: context.reducedMotion)
    }
  }
}

extension ViewNode {
  /// Whether the tree shows a live date (its text changes with the time).
  var showsLiveDate: Bool {
    var found = false
    forEachNode { node in
      guard case .text(let content) = node else { return }
      switch content {
      case .verbatim: break
      case .timer, .date: found = true
      }
    }
    return found
  }
}
