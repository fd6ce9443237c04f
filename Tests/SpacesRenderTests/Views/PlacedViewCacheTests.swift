import Foundation
import SpacesKit
import Testing

@testable import SpacesRender

/// Layouts kept across frames: the same tree in a rectangle of the same size is placed as
/// before (moved to the rectangle), never a stale layout for a changed tree, size, or a tree
/// that changes with the time.
@MainActor
@Suite("Layouts kept across frames")
struct PlacedViewCacheTests {
  let node = ViewNode.stack(
    .vertical, alignment: .leading, spacing: nil,
    children: [
      .text(.verbatim("Power Panda")),
      .modified(.text(.verbatim("25%")), .bold(true)),
      .spacer(minLength: nil),
      .text(.verbatim("Healing 25% an hour")),
    ])

  func context() throws -> RenderContext {
    RenderContext(theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
  }

  @Test("the same tree in the same rectangle: the kept layout, equal to a fresh one")
  func hitInTheSameRectangle() throws {
    let context = try context()
    let renderer = ViewRenderer(context: context)
    let cache = PlacedViewCache()
    var made = 0
    let first = Rect(x: 3, y: 2, width: 19, height: 6)
    let second = Rect(x: 40, y: 11, width: 19, height: 6)
    for rect in [first, first, second, first, second] {
      let placed = cache.placed(node, in: rect, labelStyle: .automatic, context: context) {
        made += 1
        return renderer.freshLayout(node, in: rect, labelStyle: .automatic)
      }
      #expect(placed == renderer.freshLayout(node, in: rect, labelStyle: .automatic))
    }
    // Each rectangle laid out once, then kept.
    #expect(made == 2)
    #expect(cache.hits == 3)
  }

  @Test("a tree that changes in its rectangle replaces the kept one: one comparison a lookup")
  func changingTreeReplaces() throws {
    let context = try context()
    let renderer = ViewRenderer(context: context)
    let cache = PlacedViewCache()
    let rect = Rect(x: 0, y: 0, width: 19, height: 6)
    var made = 0
    for step in 0..<100 {
      let frame = ViewNode.text(.verbatim("\(step)%"))
      let placed = cache.placed(frame, in: rect, labelStyle: .automatic, context: context) {
        made += 1
        return renderer.freshLayout(frame, in: rect, labelStyle: .automatic)
      }
      #expect(placed == renderer.freshLayout(frame, in: rect, labelStyle: .automatic))
    }
    #expect(made == 100)
    #expect(cache.count == 1)
  }

  @Test("another size, another tree, or ASCII mode: laid out afresh")
  func missesOnAnyDifference() throws {
    var context = try context()
    let cache = PlacedViewCache()
    var made = 0
    func place(_ node: ViewNode, _ rect: Rect) {
      let renderer = ViewRenderer(context: context)
      let placed = cache.placed(node, in: rect, labelStyle: .automatic, context: context) {
        made += 1
        return renderer.freshLayout(node, in: rect, labelStyle: .automatic)
      }
      #expect(placed == renderer.freshLayout(node, in: rect, labelStyle: .automatic))
    }
    let rect = Rect(x: 0, y: 0, width: 19, height: 6)
    place(node, rect)
    place(node, Rect(x: 0, y: 0, width: 12, height: 6))
    place(node, rect)
    #expect(cache.hits == 1)
    place(
      .stack(.vertical, alignment: .leading, spacing: nil, children: [.text(.verbatim("50%"))]),
      rect)
    context.asciiOnly = true
    place(node, rect)
    #expect(made == 4)
    #expect(cache.hits == 1)
  }

  @Test("a tree with live dates or a timer gauge is never kept: it changes with the time")
  func liveTreesAreNotKept() throws {
    let context = try context()
    let live = ViewNode.stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [.text(.verbatim("Brew")), .text(.date(context.now + 90, style: .timer))])
    #expect(!PlacedViewCache.isTimeIndependent(live))
    #expect(PlacedViewCache.isTimeIndependent(node))
    let cache = PlacedViewCache()
    var made = 0
    for _ in 0..<3 {
      _ = cache.placed(
        live, in: Rect(x: 0, y: 0, width: 10, height: 2), labelStyle: .automatic,
        context: context
      ) {
        made += 1
        return PlacedView(rect: Rect(x: 0, y: 0, width: 10, height: 2))
      }
    }
    #expect(made == 3)
  }

  /// A column of a line and a leaf that paints `mark` in its cells, keyed by nothing.
  func painted(_ mark: String) -> ViewNode {
    .stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [
        .text(.verbatim("Work")),
        .canvas(width: .fixed(3), height: .fixed(1), key: 0) { rect, frame in
          _ = frame.write(mark, x: rect.x, y: rect.y, style: CellStyle())
        },
      ])
  }

  @Test("a tree with host leaves is kept, and drawn with the new tree's paintings")
  func hostLeavesAreReboundToTheNewTree() throws {
    let context = try context()
    #expect(PlacedViewCache.isTimeIndependent(painted("a")))
    let renderer = ViewRenderer(context: context)
    let cache = PlacedViewCache()
    let rect = Rect(x: 2, y: 1, width: 10, height: 3)
    var made = 0
    for mark in ["a", "b", "c"] {
      let node = painted(mark)
      let placed = cache.placed(node, in: rect, labelStyle: .automatic, context: context) {
        made += 1
        return renderer.freshLayout(node, in: rect, labelStyle: .automatic)
      }
      // The same geometry as a fresh layout; the leaf paints this frame's mark.
      #expect(placed == renderer.freshLayout(node, in: rect, labelStyle: .automatic))
      var frame = Frame(width: 14, height: 5)
      renderer.draw(placed, frame: &frame, style: ViewRenderer.DrawingStyle(foreground: .default))
      let row = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[2]
      #expect(row.hasPrefix("  \(mark)"), "drew \(row)")
    }
    #expect(made == 1)
    #expect(cache.hits == 2)
  }
}
