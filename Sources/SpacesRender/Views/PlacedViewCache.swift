import Foundation
import SpacesKit

/// Layouts of view trees kept from one frame to the next: a widget's entry view, laid out in
/// the same rectangle as last frame, is placed again without measuring anything.
///
/// One layout is kept per rectangle (a widget's place on screen): a lookup compares the tree
/// only with the one last laid out there, so a tree that changes every frame (an animation)
/// costs one comparison, not one per kept layout. Only trees whose look can't change with the
/// time are kept (every text verbatim: no live dates or timers, which format from the frame's
/// time; no timer gauge); the tree, the label style and what glyphs depend on (ASCII mode and
/// the theme's symbols) must match. A few dozen rectangles are kept, the least recently used
/// dropped first.
///
/// A tree holding host paintings (a dashboard `HostCanvas`) is kept too: a leaf's place
/// depends only on its sizes, which the comparison covers, but its painting draws from what
/// its closure captured, so a kept layout is never drawn with an old painting. Each leaf of
/// the kept layout is given the painting of the leaf at the same place in the new tree
/// (`CanvasBinding`), as SwiftUI reuses a layout whose inputs are equal and redraws a
/// `Canvas` whose closure changed.
final class PlacedViewCache: @unchecked Sendable {
  /// The cache the renderer uses.
  static let shared = PlacedViewCache()

  /// One kept layout.
  struct Entry {
    var node: ViewNode
    var rect: Rect
    var labelStyle: LabelStyleKind
    var asciiOnly: Bool
    var symbols: [String: String]
    var asciiSymbols: [String: String]
    /// The appearance asset images were picked for (their dark variants).
    var appearance: AssetAppearance
    /// The layout, placed in the rectangle.
    var placed: PlacedView
    /// The tree's host leaves, in `ViewNode.forEachNode` order.
    var canvases: [HostCanvas]
    /// Where the layout placed each leaf, worked out at the first hit (`nil` before).
    var binding: CanvasBinding?
  }

  /// The most layouts kept.
  static let capacity = 48

  private let lock = NSLock()
  /// Least recently used first.
  private var entries: [Entry] = []
  /// Lookups answered from the cache and not (tests read them).
  private(set) var hits = 0
  private(set) var misses = 0

  /// The layout of a node in a rectangle: the one kept for the rectangle, else `make()`'s
  /// (kept when the tree can be).
  func placed(
    _ node: ViewNode, in rect: Rect, labelStyle: LabelStyleKind, context: RenderContext,
    make: () -> PlacedView
  ) -> PlacedView {
    guard let canvases = Self.canvasesIfTimeIndependent(node) else { return make() }
    let symbols = context.theme.symbols
    let asciiSymbols = context.theme.asciiSymbols
    lock.lock()
    let index = entries.lastIndex { $0.rect == rect && $0.labelStyle == labelStyle }
    if let index {
      var entry = entries.remove(at: index)
      if entry.asciiOnly == context.asciiOnly && entry.node == node && entry.symbols == symbols
        && entry.asciiSymbols == asciiSymbols && entry.appearance == context.theme.appearance
      {
        if canvases.isEmpty {
          entries.append(entry)
          hits += 1
          lock.unlock()
          return entry.placed
        }
        // The leaves get the new tree's paintings.
        let binding =
          entry.binding ?? CanvasBinding(placed: entry.placed, canvases: entry.canvases)
        if let binding {
          entry.binding = binding
          entry.node = node
          entry.canvases = canvases
          entry.placed = binding.rebound(entry.placed, to: canvases)
          entries.append(entry)
          hits += 1
          lock.unlock()
          return entry.placed
        }
      }
    }
    misses += 1
    lock.unlock()
    let placed = make()
    lock.lock()
    entries.append(
      Entry(
        node: node, rect: rect, labelStyle: labelStyle, asciiOnly: context.asciiOnly,
        symbols: symbols, asciiSymbols: asciiSymbols, appearance: context.theme.appearance,
        placed: placed, canvases: canvases, binding: nil))
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    lock.unlock()
    return placed
  }

  /// How many layouts are kept.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
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
  /// a timer (a host leaf's painting is given anew to a kept layout).
  static func isTimeIndependent(_ node: ViewNode) -> Bool {
    canvasesIfTimeIndependent(node) != nil
  }

  /// A tree's host leaves in `forEachNode` order when the tree looks the same at any time;
  /// `nil` when it doesn't.
  static func canvasesIfTimeIndependent(_ node: ViewNode) -> [HostCanvas]? {
    var independent = true
    var canvases: [HostCanvas] = []
    node.forEachNode { node in
      switch node {
      case .text(.verbatim): break
      case .text: independent = false
      // A timer gauge fills with the time.
      case .gauge(let gauge) where gauge.timerInterval != nil: independent = false
      case .hostCanvas(let canvas): canvases.append(canvas)
      default: break
      }
    }
    return independent ? canvases : nil
  }
}
