import Foundation
import SpacesKit
import Testing

@testable import SpacesRender

@MainActor
@Suite("Layout: sizes cached per (node, proposal), no re-measuring while placing")
struct LayoutCacheTests {
  /// Every node of a layout tree, depth first.
  func nodes(_ node: LayoutNode) -> [LayoutNode] {
    [node] + node.children.flatMap(nodes)
  }

  /// Lays out stacks nested `depth` deep (alternating axes) and counts the sizes computed.
  func measurements(depth: Int) throws -> Int {
    var node = ViewNode.text(.verbatim("leaf"))
    for level in 0..<depth {
      node = .stack(
        level.isMultiple(of: 2) ? .horizontal : .vertical, alignment: .center, spacing: nil,
        children: [.text(.verbatim("\(level)")), node])
    }
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
    let root = LayoutNode.make(
      node, context: context,
      inherited: LayoutNode.Inherited(lineLimit: nil, labelStyle: .automatic, stackAxis: nil))
    let proposal = ViewRenderer.Size(width: 80, height: 30)
    _ = root.size(for: proposal)
    _ = root.place(in: Rect(x: 0, y: 0, width: 80, height: 30), proposal: proposal)
    let all = nodes(root)
    #expect(all.count == 2 * depth + 1)
    return all.reduce(0) { $0 + $1.measurements }
  }

  @Test("measurements grow polynomially with nesting depth, not exponentially")
  func nested() throws {
    let shallow = try measurements(depth: 12)
    let deep = try measurements(depth: 24)
    #expect(deep < 10_000, "measured \(deep) sizes")
    #expect(deep <= 16 * shallow, "depth 12: \(shallow), depth 24: \(deep)")
  }

  @Test("placing after measuring at the same size computes nothing new")
  func placingReusesSizes() throws {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
    let root = LayoutNode.make(
      resolveViewNode(
        HStack {
          Text("Work")
          Spacer()
          VStack {
            Text("25:00")
            Text("left")
          }
        }), context: context,
      inherited: LayoutNode.Inherited(lineLimit: nil, labelStyle: .automatic, stackAxis: nil))
    _ = root.size(for: ViewRenderer.Size(width: 20, height: 2))
    let measured = nodes(root).map(\.measurements)
    let placed = root.place(
      in: Rect(x: 0, y: 0, width: 20, height: 2),
      proposal: ViewRenderer.Size(width: 20, height: 2))
    #expect(nodes(root).map(\.measurements) == measured)
    #expect(placed.children.map(\.rect.width) == [4, 9, 5])
  }
}
