import Foundation
import SpacesKit

/// Layouts of view trees kept from one frame to the next: a widget's entry view, laid out in
/// the same rectangle as last frame, is placed again without measuring anything.
///
/// Only trees whose look can't change with the time are kept (every text verbatim: no live
/// dates or timers, which format from the frame's time); the key is the tree itself, the
/// rectangle's size, the label style and what glyphs depend on (ASCII mode and the theme's
/// symbols). Layouts are kept at the origin and moved to the rectangle on the way out. A few
/// dozen are kept, the least recently used dropped first.
final class PlacedViewCache: @unchecked Sendable {
  /// The cache the renderer uses.
  static let shared = PlacedViewCache()

  /// One kept layout.
  struct Entry {
    var node: ViewNode
    var width: Int
    var height: Int
    var labelStyle: LabelStyleKind
    var asciiOnly: Bool
    var symbols: [String: String]
    var asciiSymbols: [String: String]
    /// The layout, placed at the origin.
    var placed: PlacedView
  }

  /// The most layouts kept.
  static let capacity = 48

  private let lock = NSLock()
  /// Least recently used first.
  private var entries: [Entry] = []
  /// Lookups answered from the cache and not (tests read them).
  private(set) var hits = 0
  private(set) var misses = 0

  /// The layout of a node in a rectangle: the kept one moved to the rectangle, else `make()`'s
  /// (kept when the tree can be).
  func placed(
    _ node: ViewNode, in rect: Rect, labelStyle: LabelStyleKind, context: RenderContext,
    make: () -> PlacedView
  ) -> PlacedView {
    guard Self.isTimeIndependent(node) else { return make() }
    let symbols = context.theme.symbols
    let asciiSymbols = context.theme.asciiSymbols
    lock.lock()
    if let index = entries.lastIndex(where: {
      $0.width == rect.width && $0.height == rect.height && $0.labelStyle == labelStyle
        && $0.asciiOnly == context.asciiOnly && $0.node == node && $0.symbols == symbols
        && $0.asciiSymbols == asciiSymbols
    }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      hits += 1
      lock.unlock()
      return entry.placed.moved(dx: rect.x, dy: rect.y)
    }
    misses += 1
    lock.unlock()
    let placed = make()
    lock.lock()
    entries.append(
      Entry(
        node: node, width: rect.width, height: rect.height, labelStyle: labelStyle,
        asciiOnly: context.asciiOnly, symbols: symbols, asciiSymbols: asciiSymbols,
        placed: placed.moved(dx: -rect.x, dy: -rect.y)))
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    lock.unlock()
    return placed
  }

  /// Forgets every layout.
  func removeAll() {
    lock.lock()
    entries.removeAll()
    hits = 0
    misses = 0
    lock.unlock()
  }

  /// Whether a tree looks the same at any time: all its text is verbatim and no gauge runs on
  /// a timer.
  static func isTimeIndependent(_ node: ViewNode) -> Bool {
    var independent = true
    node.forEachNode { node in
      switch node {
      case .text(.verbatim): break
      case .text: independent = false
      // A timer gauge fills with the time.
      case .gauge(let gauge) where gauge.timerInterval != nil: independent = false
      default: break
      }
    }
    return independent
  }
}

extension PlacedView {
  /// The same layout moved by a number of columns and rows.
  func moved(dx: Int, dy: Int) -> PlacedView {
    guard dx != 0 || dy != 0 else { return self }
    var rect = self.rect
    rect.x += dx
    rect.y += dy
    return PlacedView(
      rect: rect, content: content, children: children.map { $0.moved(dx: dx, dy: dy) })
  }
}
