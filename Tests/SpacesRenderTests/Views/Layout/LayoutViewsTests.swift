import Foundation
import SpacesKit
import SpacesRender
import Testing

/// The layout views and modifiers against SwiftUI's sizing rules (proposal → size →
/// placement), in cells: 8 points a column, 16 a row.
@MainActor
@Suite("Layout views: Divider, Grid, ViewThatFits, GeometryReader and the layout modifiers")
struct LayoutViewsTests {
  @Test("a Divider is a line across a VStack and down an HStack; - and | in ASCII")
  func divider() throws {
    let column = VStack(spacing: 0) {
      Text("Top")
      Divider()
      Text("Bottom")
    }
    #expect(
      try LayoutRendering.rows(column, width: 10, height: 3)
        == ["   Top    ", "──────────", "  Bottom  "])
    #expect(
      try LayoutRendering.rows(column, width: 10, height: 3, ascii: true)
        == ["   Top    ", "----------", "  Bottom  "])
    let row = HStack {
      Text("A")
      Divider()
      Text("B")
    }
    #expect(try LayoutRendering.rows(row, width: 5, height: 1) == ["A │ B"])
    #expect(try LayoutRendering.rows(row, width: 5, height: 1, ascii: true) == ["A | B"])
  }

  @Test("stack spacing: points become rows and columns")
  func stackSpacing() throws {
    let column = VStack(alignment: .leading, spacing: 16) {
      Text("A")
      Text("B")
    }
    #expect(try LayoutRendering.rows(column, width: 3, height: 3) == ["A  ", "   ", "B  "])
    let row = HStack(spacing: 24) {
      Text("A")
      Text("B")
    }
    #expect(try LayoutRendering.rows(row, width: 6, height: 1) == ["A   B "])
  }

  private var departures: some View {
    Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
      GridRow {
        Text("Bus")
        Text("Destination")
        Text("Min").gridColumnAlignment(.trailing)
      }
      GridRow {
        Text("12")
        Text("Airport")
        Text("5")
      }
      GridRow {
        Text("104")
        Text("Old Town")
        Text("12")
      }
    }
  }

  @Test("a Grid's columns are each as wide as their widest cell; a column can align trailing")
  func gridColumns() throws {
    #expect(
      try LayoutRendering.rows(departures, width: 20, height: 3) == [
        "Bus Destination Min ",
        "12  Airport       5 ",
        "104 Old Town     12 ",
      ])
  }

  @Test("a view outside a GridRow spans the grid; a spanning cell widens the last column")
  func gridSpans() throws {
    let grid = Grid(alignment: .leading, horizontalSpacing: 8) {
      GridRow {
        Text("Gate")
        Text("B12")
      }
      Divider()
      GridRow {
        Text("Boarding at 9:41").gridCellColumns(2)
      }
    }
    #expect(
      try LayoutRendering.rows(grid, width: 16, height: 3) == [
        "Gate B12        ",
        "────────────────",
        "Boarding at 9:41",
      ])
  }

  @Test("ViewThatFits shows the first child whose ideal size fits, else the last")
  func viewThatFits() throws {
    let choice = ViewThatFits(in: .horizontal) {
      HStack {
        Text("Departing in")
        Spacer()
        Text("5 minutes")
      }
      Text("5 min")
    }
    #expect(try LayoutRendering.rows(choice, width: 24, height: 1) == ["Departing in   5 minutes"])
    #expect(try LayoutRendering.rows(choice, width: 10, height: 1) == ["5 min     "])
    let none = ViewThatFits {
      Text("far too long to fit")
      Text("also too long")
    }
    #expect(try LayoutRendering.rows(none, width: 8, height: 1) == ["also to…"])
  }

  @Test("a higher layoutPriority is offered space first")
  func layoutPriority() throws {
    let even = HStack(spacing: 0) {
      Text("AAAAAAAA")
      Text("BBBBBBBB")
    }
    #expect(try LayoutRendering.rows(even, width: 10, height: 1) == ["AAAA…BBBB…"])
    let favoured = HStack(spacing: 0) {
      Text("AAAAAAAA")
      Text("BBBBBBBB").layoutPriority(1)
    }
    #expect(try LayoutRendering.rows(favoured, width: 10, height: 1) == ["A…BBBBBBBB"])
  }

  @Test("fixedSize keeps the ideal size: text stays on one line and is cut (and marked)")
  func fixedSize() throws {
    #expect(
      try LayoutRendering.rows(Text("Hello world"), width: 8, height: 2) == [
        "Hello   ", "world   ",
      ])
    #expect(
      try LayoutRendering.rows(Text("Hello world").fixedSize(), width: 8, height: 2)
        == ["Hello wo", "       ▸"])
    #expect(
      try LayoutRendering.rows(
        Text("Hello world").fixedSize(horizontal: false, vertical: true), width: 8, height: 2)
        == ["Hello   ", "world   "])
  }

  @Test("frames: maxWidth .infinity with an alignment, fixed frames aligned")
  func frames() throws {
    #expect(
      try LayoutRendering.rows(
        Text("Hi").frame(maxWidth: .infinity, alignment: .leading), width: 6, height: 1)
        == ["Hi    "])
    #expect(
      try LayoutRendering.rows(
        Text("Hi").frame(maxWidth: .infinity, alignment: .trailing), width: 6, height: 1)
        == ["    Hi"])
    #expect(
      try LayoutRendering.rows(
        Text("Hi").frame(width: 48, height: 48, alignment: .bottomTrailing), width: 6,
        height: 3) == ["      ", "      ", "    Hi"])
  }

  @Test("padding: every edge set and EdgeInsets")
  func padding() throws {
    #expect(
      try LayoutRendering.rows(Text("Hi").padding(.leading, 16), width: 4, height: 1) == ["  Hi"])
    #expect(
      try LayoutRendering.rows(Text("Hi").padding(.horizontal, 8), width: 4, height: 1)
        == [" Hi "])
    #expect(
      try LayoutRendering.rows(Text("Hi").padding(.vertical, 16), width: 2, height: 3)
        == ["  ", "Hi", "  "])
    #expect(
      try LayoutRendering.rows(
        Text("Hi").padding(EdgeInsets(top: 16, leading: 8, bottom: 0, trailing: 0)), width: 3,
        height: 2) == ["   ", " Hi"])
  }

  @Test("offset moves the drawing, not the layout; hidden keeps its space")
  func offsetAndHidden() throws {
    let moved = ZStack {
      Color.clear
      Text("Hi").offset(x: 16, y: 16)
    }
    #expect(try LayoutRendering.rows(moved, width: 6, height: 3) == ["      ", "      ", "    Hi"])
    let sized = ZStack {
      Color.clear
      Text("Hi").offset(CGSize(width: -16, height: 0))
    }
    #expect(try LayoutRendering.rows(sized, width: 6, height: 1) == ["Hi    "])
    let row = HStack(spacing: 0) {
      Text("A").hidden()
      Text("B")
    }
    #expect(try LayoutRendering.rows(row, width: 2, height: 1) == [" B"])
  }

  @Test("zIndex orders a ZStack: the higher index is drawn in front")
  func zIndex() throws {
    let written = ZStack {
      Text("front")
      Text("back!")
    }
    #expect(try LayoutRendering.rows(written, width: 5, height: 1) == ["back!"])
    let ordered = ZStack {
      Text("front").zIndex(1)
      Text("back!")
    }
    #expect(try LayoutRendering.rows(ordered, width: 5, height: 1) == ["front"])
  }

  @Test("aspectRatio fits or fills a ratio in points: a square is two columns a row")
  func aspectRatio() throws {
    let fit = HStack(spacing: 0) {
      Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red)
        .aspectRatio(1, contentMode: .fit)
      Spacer(minLength: 0)
    }
    let fitRows = try LayoutRendering.rows(fit, width: 10, height: 3)
    #expect(fitRows == ["      ", "  x   ", "      "].map { $0 + "    " })
    let fill = Text("x").frame(maxWidth: .infinity, maxHeight: .infinity)
      .aspectRatio(1, contentMode: .fill)
    // Filling reaches past the space: cropped to it, as a cell grid can't draw over the
    // neighbours the way SwiftUI does; cropped on purpose, so not marked as cut.
    #expect(
      try LayoutRendering.rows(fill, width: 10, height: 3)
        == ["", "    x", ""].map {
          $0.padding(toLength: 10, withPad: " ", startingAt: 0)
        })
  }

  @Test("GeometryReader takes all the space offered and reports it in points")
  func geometryReader() throws {
    let reader = GeometryReader { proxy in
      Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
    }
    #expect(try LayoutRendering.rows(reader, width: 10, height: 2) == ["80×32     ", "          "])
  }

  @Test("containerRelativeFrame takes a share of the container")
  func containerRelativeFrame() throws {
    let row = HStack(spacing: 0) {
      Text("ab").containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 0)
      Text("cd").containerRelativeFrame(
        .horizontal, count: 4, span: 3, spacing: 0, alignment: .trailing)
    }
    #expect(try LayoutRendering.rows(row, width: 12, height: 1) == ["ab        cd"])
  }

  @Test("alignmentGuide moves the guide a VStack or HStack aligns its children on")
  func alignmentGuide() throws {
    let indented = VStack(alignment: .leading, spacing: 0) {
      Text("Title")
      Text("indented").alignmentGuide(.leading) { _ in -16 }
    }
    #expect(
      try LayoutRendering.rows(indented, width: 10, height: 2) == ["Title     ", "  indented"])
    let hanging = VStack(alignment: .leading, spacing: 0) {
      Text("abcdef")
      Text("ab").alignmentGuide(.leading) { d in d[.trailing] }
    }
    #expect(try LayoutRendering.rows(hanging, width: 8, height: 2) == ["  abcdef", "ab      "])
    let raised = HStack(alignment: .top, spacing: 0) {
      Text("a")
      Text("b").alignmentGuide(.top) { _ in 16 }
    }
    #expect(try LayoutRendering.rows(raised, width: 2, height: 2) == [" b", "a "])
  }

  @Test("LazyVStack and LazyHStack lay out as stacks; a ScrollView is cut and marked")
  func lazyStacksAndScrollView() throws {
    let lazy = LazyVStack(alignment: .leading) {
      LazyHStack {
        Text("a")
        Text("b")
      }
      Text("c")
    }
    #expect(try LayoutRendering.rows(lazy, width: 3, height: 2) == ["a b", "c  "])
    let scroll = ScrollView {
      ForEach(1...7, id: \.self) { Text("Row \($0)") }
    }
    #expect(
      try LayoutRendering.rows(scroll, width: 8, height: 3)
        == [" Row 1  ", " Row 2  ", " Row 3 ▾"])
  }
}
