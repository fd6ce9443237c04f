import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Shapes drawn into cells, as golden frames a person can read: outlines as box lines, arcs and
/// edge cells (plain and ASCII), fills and gradients as cell colours (`--ansi`).
@MainActor
@Suite("Shapes: filled, stroked and trimmed at a few sizes")
struct ShapeGoldenTests {
  /// Views drawn one after another, each under a caption with its size.
  static func sheet(
    _ views: [(String, AnyView, Int, Int)], ascii: Bool = false, ansi: Bool = false
  ) throws -> String {
    var out: [String] = []
    for (caption, view, width, height) in views {
      let theme = try ThemeLoader.defaultTheme()
      var context = RenderContext(theme: theme, now: Date(timeIntervalSince1970: 0))
      context.asciiOnly = ascii
      var frame = Frame(width: width, height: height)
      ViewRenderer(context: context).draw(
        resolveViewNode(view), in: frame.bounds, frame: &frame,
        environment: .init(foreground: .default))
      out.append("\(caption) (\(width)×\(height))")
      out +=
        ansi ? ANSIText.rows(frame) : frame.text.components(separatedBy: "\n").map { "|\($0)|" }
    }
    return out.joined(separator: "\n")
  }

  static let sizes = [(1, 1), (2, 1), (6, 1), (6, 3), (12, 5), (20, 7)]

  static func strokes() -> [(String, AnyView, Int, Int)] {
    var views: [(String, AnyView, Int, Int)] = []
    for (width, height) in sizes {
      views += [
        ("Rectangle().stroke", AnyView(Rectangle().stroke(.red, lineWidth: 1)), width, height),
        (
          "RoundedRectangle(cornerRadius: 12).stroke",
          AnyView(RoundedRectangle(cornerRadius: 12).stroke(.blue, lineWidth: 2)), width, height
        ),
        (
          "Capsule().strokeBorder", AnyView(Capsule().strokeBorder(.green, lineWidth: 1)), width,
          height
        ),
        ("Circle().stroke", AnyView(Circle().stroke(.pink, lineWidth: 1)), width, height),
        ("Ellipse().stroke", AnyView(Ellipse().stroke(.orange, lineWidth: 1)), width, height),
      ]
    }
    return views
  }

  @Test("outlines: box lines, arcs at rounded corners, a capsule's caps, ellipses' edge cells")
  func stroked() throws {
    GoldenFrame.assertMatches(try Self.sheet(Self.strokes()), named: "shapes-stroked")
  }

  @Test("outlines in ASCII: only + - | . ' ( ) # o O")
  func strokedASCII() throws {
    let text = try Self.sheet(Self.strokes(), ascii: true)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII || $0 == "×" })
    GoldenFrame.assertMatches(text, named: "shapes-stroked-ascii")
  }

  @Test("fills: cells of the colour, a cell inside when its centre is (--ansi)")
  func filled() throws {
    var views: [(String, AnyView, Int, Int)] = []
    for (width, height) in [(2, 1), (8, 3), (16, 6)] {
      views += [
        ("Rectangle().fill", AnyView(Rectangle().fill(.red)), width, height),
        (
          "RoundedRectangle(cornerRadius: 24).fill",
          AnyView(RoundedRectangle(cornerRadius: 24).fill(.blue)), width, height
        ),
        ("Capsule().fill", AnyView(Capsule().fill(.green)), width, height),
        ("Circle().fill", AnyView(Circle().fill(.pink)), width, height),
        ("Ellipse().fill", AnyView(Ellipse().fill(.orange)), width, height),
        (
          "UnevenRoundedRectangle(topLeadingRadius: 32).fill",
          AnyView(UnevenRoundedRectangle(topLeadingRadius: 32).fill(.purple)), width, height
        ),
      ]
    }
    GoldenFrame.assertMatches(try Self.sheet(views, ansi: true), named: "shapes-filled-ansi")
  }

  @Test("a trimmed circle's stroke is a ring gauge, from 12 o'clock when turned -90°")
  func trimmed() throws {
    var views: [(String, AnyView, Int, Int)] = []
    for fraction in [0.25, 0.5, 0.75, 1.0] {
      for (width, height) in [(1, 1), (12, 6)] {
        views.append(
          (
            "Circle().trim(from: 0, to: \(fraction)).stroke.rotationEffect(-90°)",
            AnyView(
              Circle().trim(from: 0, to: fraction).stroke(.green, lineWidth: 6)
                .rotationEffect(.degrees(-90))), width, height
          ))
      }
    }
    views.append(
      (
        "RoundedRectangle(cornerRadius: 16).trim(from: 0, to: 0.5).stroke",
        AnyView(RoundedRectangle(cornerRadius: 16).trim(from: 0, to: 0.5).stroke(.blue)), 12, 4
      ))
    GoldenFrame.assertMatches(try Self.sheet(views), named: "shapes-trimmed")
  }

  @Test("a shape in a frame, as a background, clipping and in a container shape")
  func inViews() throws {
    let views: [(String, AnyView, Int, Int)] = [
      (
        "Text.padding.background(Capsule().stroke)",
        AnyView(
          Text("Hi").padding(.horizontal, 16).padding(.vertical, 16).background {
            Capsule().stroke(.blue)
          }),
        10, 3
      ),
      (
        "Text.overlay(RoundedRectangle.stroke)",
        AnyView(
          Text("Hello").padding(16).overlay { RoundedRectangle(cornerRadius: 8).stroke(.red) }),
        9, 3
      ),
      (
        "ZStack { Circle().stroke; Text }.frame(width: 80, height: 64)",
        AnyView(
          ZStack {
            Circle().stroke(.pink, lineWidth: 4); Text("42")
          }.frame(width: 80, height: 64)),
        12, 4
      ),
      (
        "ContainerRelativeShape in containerShape(RoundedRectangle(16))",
        AnyView(
          ContainerRelativeShape().stroke(.green).containerShape(RoundedRectangle(cornerRadius: 16))
        ),
        8, 3
      ),
    ]
    GoldenFrame.assertMatches(try Self.sheet(views), named: "shapes-in-views")
  }
}
