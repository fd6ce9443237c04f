import Foundation
import SpacesKit
import SpacesRender
import Testing

/// `gridCellAnchor(_:)` puts a cell's view at its anchor in the cell, in whole cells, instead of
/// the column's and row's alignment.
@MainActor
@Suite("Grid: gridCellAnchor places a view in its cell")
struct GridCellAnchorTests {
  func column(of text: Character, anchor: UnitPoint?) throws -> Int? {
    let view = Grid(horizontalSpacing: 0) {
      GridRow {
        Text("wide cell")
        Text("|")
      }
      GridRow {
        if let anchor {
          Text("a").gridCellAnchor(anchor)
        } else {
          Text("a")
        }
        Text("|")
      }
    }
    let rows = try ViewRendering.rows(view, width: 10, height: 2)
    return rows[1].firstIndex(of: text).map { rows[1].distance(from: rows[1].startIndex, to: $0) }
  }

  @Test("leading, centre (the column's default) and trailing anchors")
  func horizontal() throws {
    #expect(try column(of: "a", anchor: nil) == 4, "centred by the column's alignment")
    #expect(try column(of: "a", anchor: .leading) == 0)
    #expect(try column(of: "a", anchor: .trailing) == 8)
    #expect(try column(of: "a", anchor: UnitPoint(x: 0.25, y: 0.5)) == 2)
  }

  @Test("a NaN or out-of-range anchor stays inside the cell and doesn't trap")
  func badAnchors() throws {
    #expect(try column(of: "a", anchor: UnitPoint(x: .nan, y: .infinity)) == 4)
    #expect(try column(of: "a", anchor: UnitPoint(x: 7, y: -3)) == 8)
    let node = resolveViewNode(Text("a").gridCellAnchor(.top))
    #expect(node.unsupportedModifiers.isEmpty, "honoured, no longer reported")
  }
}
