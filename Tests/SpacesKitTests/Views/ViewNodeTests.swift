import SpacesKit
import Testing

/// An element a developer identifies with `Identifiable`.
private struct TodoItem: Identifiable {
  var id: Int
  var title: String
}

@MainActor
@Suite("View nodes: identity, ForEach, layers, flexible frames")
struct ViewNodeTests {
  @Test(".id(_:) records a type-qualified identity on the node")
  func identity() {
    let node = resolveViewNode(Text("a").id(42))
    #expect(node == .modified(.text(.verbatim("a")), .id(ViewIdentity(42))))
    #expect(ViewIdentity(42) != ViewIdentity("42"))
    #expect(ViewIdentity(42).description == "Swift.Int(42)")
    #expect(ViewIdentity("42").description == "Swift.String(\"42\")")
  }

  @Test("ForEach with an id key path splices its elements into the stack, each identified")
  func forEachKeyPath() {
    let node = resolveViewNode(
      HStack {
        Text("first")
        ForEach(["a", "b"], id: \.self) { Text($0) }
      })
    #expect(
      node
        == .stack(
          .horizontal, alignment: .center, spacing: nil,
          children: [
            .text(.verbatim("first")),
            .modified(.text(.verbatim("a")), .id(ViewIdentity("a"))),
            .modified(.text(.verbatim("b")), .id(ViewIdentity("b"))),
          ]))
  }

  @Test("ForEach over Identifiable data; an element of several views gives each the id")
  func forEachIdentifiable() {
    let tasks = [TodoItem(id: 7, title: "Write"), TodoItem(id: 9, title: "Ship")]
    let node = resolveViewNode(
      VStack {
        ForEach(tasks) { task in
          Text(task.title)
          Image(systemName: "checkmark")
        }
      })
    #expect(
      node.flattenedChildren.first
        == .stack(
          .vertical, alignment: .center, spacing: nil,
          children: [
            .modified(.text(.verbatim("Write")), .id(ViewIdentity(7))),
            .modified(.image(systemName: "checkmark"), .id(ViewIdentity(7))),
            .modified(.text(.verbatim("Ship")), .id(ViewIdentity(9))),
            .modified(.image(systemName: "checkmark"), .id(ViewIdentity(9))),
          ]))
  }

  @Test("ForEach over a range of integers")
  func forEachRange() {
    let node = resolveViewNode(VStack { ForEach(0..<3) { Text("row \($0)") } })
    guard case .stack(_, _, _, let children) = node else {
      Issue.record("expected a stack, got \(node)")
      return
    }
    #expect(
      children == (0..<3).map { .modified(.text(.verbatim("row \($0)")), .id(ViewIdentity($0))) })
  }

  @Test("ZStack, overlay and background record their layers and alignments")
  func layers() {
    #expect(
      resolveViewNode(
        ZStack(alignment: .bottomTrailing) {
          Color.red; Text("x")
        })
        == .zStack(alignment: .bottomTrailing, children: [.color(.red), .text(.verbatim("x"))]))
    #expect(
      resolveViewNode(Text("a").overlay(alignment: .topLeading) { Text("b") })
        == .modified(.text(.verbatim("a")), .overlay(.text(.verbatim("b")), alignment: .topLeading))
    )
    #expect(
      resolveViewNode(Text("a").background(Color.blue))
        == .modified(.text(.verbatim("a")), .background(.color(.blue), alignment: .center)))
    #expect(
      resolveViewNode(Text("a").background(.red))
        == .modified(.text(.verbatim("a")), .background(.color(.red), alignment: .center)))
    #expect(
      resolveViewNode(
        Text("a").background(alignment: .leading) {
          Text("1"); Text("2")
        })
        == .modified(
          .text(.verbatim("a")),
          .background(
            .zStack(alignment: .leading, children: [.text(.verbatim("1")), .text(.verbatim("2"))]),
            alignment: .leading)))
  }

  @Test("frame(maxWidth: .infinity) and lineLimit record their values")
  func frameAndLineLimit() {
    #expect(
      resolveViewNode(Text("a").frame(maxWidth: .infinity, alignment: .leading))
        == .modified(
          .text(.verbatim("a")),
          .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))))
    #expect(
      resolveViewNode(Text("a").lineLimit(2)) == .modified(.text(.verbatim("a")), .lineLimit(2)))
  }
}
