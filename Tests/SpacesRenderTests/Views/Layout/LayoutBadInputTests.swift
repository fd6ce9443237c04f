import Foundation
import SpacesKit
import SpacesRender
import Testing

/// Bad input never traps: deep trees, NaN, negative, zero and infinite lengths, empty
/// containers draw something sensible and are logged once.
@MainActor
@Suite("Layout: bad input draws something sensible and is logged once")
struct LayoutBadInputTests {
  @Test("a tree nested deeper than 64 containers draws its first 64 levels and logs once")
  func deepTree() throws {
    var node = ViewNode.text(.verbatim("bottom"))
    for level in (1...200).reversed() {
      node = .stack(
        .vertical, alignment: .leading, spacing: nil,
        children: [.text(.verbatim("L\(level)")), node])
    }
    let rows = try LayoutRendering.rows(node: node, width: 6, height: 3)
    #expect(rows == ["L1    ", "L2    ", "L3   ▾"])
    #expect(LayoutWarnings.shared.hasReported("nested deeper than 64 containers"))
    var wrapped = ViewNode.text(.verbatim("deep"))
    for _ in 0..<2000 { wrapped = .modified(wrapped, .opacity(1)) }
    let outer = ViewNode.stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [.text(.verbatim("shown")), wrapped])
    #expect(try LayoutRendering.rows(node: outer, width: 5, height: 2) == ["shown", "     "])
  }

  @Test("NaN, negative and infinite frames and paddings don't trap; NaN is logged")
  func badLengths() throws {
    #expect(
      try LayoutRendering.rows(Text("Hi").frame(width: .nan, height: -16), width: 4, height: 1)
        == ["    "])
    #expect(LayoutWarnings.shared.hasReported("NaN points"))
    #expect(try LayoutRendering.rows(Text("Hi").padding(-8), width: 4, height: 1) == ["Hi  "])
    #expect(try LayoutRendering.rows(Text("Hi").padding(.nan), width: 4, height: 1) == ["Hi  "])
    #expect(
      try LayoutRendering.rows(Text("Hi").padding(.infinity), width: 4, height: 1) == ["    "])
    #expect(
      try LayoutRendering.rows(
        Text("Hi").frame(width: .infinity, height: .infinity), width: 4, height: 1)
        == [" Hi "])
    #expect(
      try LayoutRendering.rows(
        Text("Hi").frame(minWidth: .nan, maxWidth: -8, minHeight: .infinity), width: 4,
        height: 1
      ).count == 1)
    #expect(
      try LayoutRendering.rows(
        HStack(spacing: -8) {
          Text("A")
          Spacer(minLength: .nan)
          Text("B")
        }, width: 4, height: 1) == ["A  B"])
    #expect(
      try LayoutRendering.rows(Text("Hi").offset(x: .nan, y: .infinity), width: 2, height: 1) == [
        "Hi"
      ])
  }

  @Test("a NaN, zero or negative aspect ratio keeps the view's own shape and is logged")
  func badAspectRatio() throws {
    #expect(
      try LayoutRendering.rows(Text("Hi").aspectRatio(.nan, contentMode: .fit), width: 4, height: 1)
        == ["Hi  "])
    #expect(LayoutWarnings.shared.hasReported("aspectRatio(nan)"))
    #expect(
      try LayoutRendering.rows(Text("Hi").aspectRatio(0, contentMode: .fill), width: 4, height: 1)
        == ["Hi  "])
    #expect(
      try LayoutRendering.rows(
        Text("Hi").aspectRatio(CGSize(width: 1, height: 0), contentMode: .fit), width: 4,
        height: 1) == ["Hi  "])
  }

  @Test("empty containers and zero-sized spaces draw nothing and don't trap")
  func emptyContainers() throws {
    #expect(try LayoutRendering.rows(Grid {}, width: 3, height: 1) == ["   "])
    #expect(
      try LayoutRendering.rows(
        Grid {
          GridRow {}
          Text("x").gridCellColumns(-3)
        }, width: 3, height: 1) == ["x  "])
    #expect(try LayoutRendering.rows(ViewThatFits {}, width: 3, height: 1) == ["   "])
    #expect(try LayoutRendering.rows(ScrollView {}, width: 3, height: 1) == ["   "])
    #expect(
      try LayoutRendering.rows(
        Text("x").containerRelativeFrame(.horizontal, count: 0, span: -2, spacing: .nan),
        width: 3, height: 1
      ).count == 1)
    #expect(
      try LayoutRendering.rows(
        GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: 0), width: 3,
        height: 1) == ["   "])
  }
}
