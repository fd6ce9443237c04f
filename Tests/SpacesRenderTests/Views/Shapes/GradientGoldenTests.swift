import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Gradients and translucent colours drawn cell by cell (true colour, `--ansi`).
@MainActor
@Suite("Gradients, materials and opacity in cells")
struct GradientGoldenTests {
  @Test("linear, radial, elliptical, angular gradients and a colour's gradient, in true colour")
  func gradients() throws {
    let views: [(String, AnyView, Int, Int)] = [
      (
        "LinearGradient(colors: [.red, .blue], .leading → .trailing)",
        AnyView(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
        16, 1
      ),
      (
        "LinearGradient(stops: yellow 0, green 0.5, blue 1, .top → .bottom)",
        AnyView(
          LinearGradient(
            stops: [
              .init(color: .yellow, location: 0), .init(color: .green, location: 0.5),
              .init(color: .blue, location: 1),
            ], startPoint: .top, endPoint: .bottom)), 4, 5
      ),
      (
        "RadialGradient(colors: [.white, .black], startRadius: 0, endRadius: 48)",
        AnyView(
          RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 48)),
        12, 5
      ),
      (
        "EllipticalGradient(colors: [.orange, .purple])",
        AnyView(EllipticalGradient(colors: [.orange, .purple])), 12, 5
      ),
      (
        "AngularGradient(colors: [.red, .green, .blue, .red], center: .center)",
        AnyView(AngularGradient(colors: [.red, .green, .blue, .red], center: .center)), 12, 5
      ),
      (
        "RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)",
        AnyView(RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)), 8, 4
      ),
      (
        "Text over Color.red, then Color.black.opacity(0.5) over half",
        AnyView(
          ZStack(alignment: .leading) {
            Color.red
            Text("Hello")
            Color.black.opacity(0.5).frame(width: 24)
          }), 8, 1
      ),
      (
        "Color.blue background with .regularMaterial over its right half",
        AnyView(
          ZStack(alignment: .trailing) {
            Color.blue
            Rectangle().fill(.regularMaterial).frame(width: 32)
          }), 8, 1
      ),
    ]
    GoldenFrame.assertMatches(
      try ShapeGoldenTests.sheet(views, ansi: true), named: "gradients-truecolor-ansi")
  }
}
