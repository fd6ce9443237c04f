import Foundation
import SpacesKit
import SpacesRender
import Testing

struct StyleNoopIntent: AppIntent {
  static let title: LocalizedStringResource = "Noop"
  func perform() async throws -> some IntentResult { .result() }
}

/// The built-in styles as real code writes them: labels, buttons, toggles, gauges and progress
/// views, each drawn (see `ButtonStyleDrawingTests`).
@MainActor
@Suite("Control styles")
struct ControlStyleTests {
  @Test("dot syntax compiles; every button and toggle style is drawn, none reported")
  func reported() {
    let view = VStack {
      Button(intent: StyleNoopIntent()) { Text("Go") }.buttonStyle(.plain)
      Button(intent: StyleNoopIntent()) { Text("Go") }.buttonStyle(.borderedProminent)
      Toggle(isOn: true, intent: StyleNoopIntent()) { Text("On") }.toggleStyle(.button)
      Toggle(isOn: true, intent: StyleNoopIntent()) { Text("On") }.toggleStyle(.switch)
      Label("Hi", systemImage: "star").labelStyle(.titleAndIcon)
    }
    .controlSize(.large)
    #expect(resolveViewNode(view).unsupportedModifiers.isEmpty)
  }

  @Test("progressViewStyle: .circular a ring, .linear a bar")
  func progress() throws {
    let ring = try ViewRendering.rows(
      ProgressView(value: 0.5).progressViewStyle(.circular), width: 6, height: 3)
    let bar = try ViewRendering.rows(
      ProgressView(value: 0.5).progressViewStyle(.linear), width: 6, height: 1)
    #expect(ring.joined() != (bar + ["      ", "      "]).joined(), "\(ring)")
    #expect(!ring.joined().contains("█"), "a ring, not a bar: \(ring)")
    #expect(bar[0].contains("█"))
  }
}
