import Foundation
import SpacesKit
import SpacesRender
import Testing

/// Shapes and styles from bad values draw something sensible and never trap.
@MainActor
@Suite("Shapes and gradients from bad input")
struct ShapeBadInputTests {
  @Test("a NaN or negative corner radius draws square corners")
  func cornerRadius() throws {
    for radius in [CGFloat.nan, -12, .infinity] {
      let rows = try ViewRendering.rows(
        RoundedRectangle(cornerRadius: radius).stroke(.red), width: 4, height: 3)
      #expect(rows == ["┌──┐", "│  │", "└──┘"] || rows == ["╭──╮", "│  │", "╰──╯"], "\(radius)")
    }
  }

  @Test("a negative, zero or NaN line width draws a hairline")
  func lineWidth() throws {
    for width in [CGFloat(-3), 0, .nan] {
      #expect(
        try ViewRendering.rows(Rectangle().stroke(.red, lineWidth: width), width: 3, height: 3)
          == ["┌─┐", "│ │", "└─┘"])
      #expect(
        try ViewRendering.rows(
          Circle().stroke(.red, style: StrokeStyle(lineWidth: width)), width: 12, height: 6
        )
        .joined().contains("█"))
    }
  }

  @Test("trim(from: 0.8, to: 0.2) keeps nothing; NaN fractions keep everything")
  func trim() throws {
    #expect(
      try ViewRendering.rows(
        Circle().trim(from: 0.8, to: 0.2).stroke(.red), width: 12, height: 6
      ).allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(
      try ViewRendering.rows(Circle().trim(from: 0.8, to: 0.2).stroke(.red), width: 1, height: 1)
        == [" "])
    #expect(
      try ViewRendering.rows(
        Rectangle().trim(from: .nan, to: .nan).stroke(.red), width: 3, height: 2)
        == ["┌─┐", "└─┘"])
  }

  @Test("a one-stop gradient is its colour; no stops draw nothing and say so")
  func gradientStops() throws {
    let theme = try ThemeLoader.defaultTheme()
    let one = try ViewRendering.frame(
      LinearGradient(colors: [.red], startPoint: .leading, endPoint: .trailing), width: 4,
      height: 1)
    #expect((0..<4).allSatisfy { one[$0, 0].style.background == theme.resolve(.red) })
    let none = try ViewRendering.frame(
      Rectangle().fill(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom)), width: 4,
      height: 1)
    #expect((0..<4).allSatisfy { none[$0, 0].style.background == .default })
    let node = resolveViewNode(
      Rectangle().fill(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom)))
    #expect(node.unsupportedModifiers == ["a gradient with no stops (draws nothing)"])
  }

  @Test("a shape with no room, NaN stops and a huge inset draw nothing and don't trap")
  func degenerate() throws {
    let gradient = LinearGradient(
      stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)],
      startPoint: .leading, endPoint: .leading)
    _ = try ViewRendering.frame(Rectangle().fill(gradient), width: 5, height: 2)
    _ = try ViewRendering.frame(Circle().inset(by: 1e9).fill(.red), width: 5, height: 2)
    _ = try ViewRendering.frame(Capsule().frame(width: 0, height: .nan), width: 5, height: 2)
    #expect(
      try ViewRendering.rows(Circle().inset(by: 1000).stroke(.red), width: 4, height: 2)
        == ["    ", "    "])
  }
}
