import Foundation
import SpacesKit
import SpacesRender
import Testing

/// `buttonStyle(.plain)` and `.borderless`, and `toggleStyle(.button)`, drawn as iOS draws them:
/// no border for the first two (the label alone, in the tint when borderless), and a button that
/// is filled with the tint while on.
@MainActor
@Suite("Control styles: plain and borderless buttons, button toggles")
struct ButtonStyleDrawingTests {
  let theme = try! ThemeLoader.defaultTheme()

  @Test("the default button fills its label's cells and a column either side with the tint")
  func bordered() throws {
    let frame = try ViewRendering.frame(
      Button(intent: StyleNoopIntent()) { Text("Go") }.tint(.red), width: 4, height: 1)
    #expect(frame.text == " Go ")
    #expect((0..<4).allSatisfy { frame[$0, 0].style.background == theme.resolve(.red) })
  }

  @Test(".plain: the label alone, in its own colour, no fill and no border columns")
  func plain() throws {
    let frame = try ViewRendering.frame(
      Button(intent: StyleNoopIntent()) { Text("Go") }.buttonStyle(.plain).tint(.red),
      width: 4, height: 1)
    #expect(frame.text == "Go  ")
    #expect((0..<4).allSatisfy { frame[$0, 0].style.background == .default })
    #expect(frame[0, 0].style.foreground == .default)
  }

  @Test(".borderless: the label alone in the tint")
  func borderless() throws {
    let frame = try ViewRendering.frame(
      Button(intent: StyleNoopIntent()) { Text("Go") }.buttonStyle(.borderless).tint(.red),
      width: 4, height: 1)
    #expect(frame.text == "Go  ")
    #expect(frame[0, 0].style.foreground == theme.resolve(.red))
    #expect(frame[0, 0].style.background == .default)
  }

  @Test("toggleStyle(.button): filled with the tint while on, the label in the tint while off")
  func buttonToggle() throws {
    let on = try ViewRendering.frame(
      Toggle(isOn: true, intent: StyleNoopIntent()) { Text("Mute") }.toggleStyle(.button)
        .tint(.red), width: 6, height: 1)
    #expect(on.text == " Mute ", "no switch glyph")
    #expect((0..<6).allSatisfy { on[$0, 0].style.background == theme.resolve(.red) })
    let off = try ViewRendering.frame(
      Toggle(isOn: false, intent: StyleNoopIntent()) { Text("Mute") }.toggleStyle(.button)
        .tint(.red), width: 6, height: 1)
    #expect(off.text == " Mute ")
    #expect((0..<6).allSatisfy { off[$0, 0].style.background == .default })
    #expect(off[1, 0].style.foreground == theme.resolve(.red))
  }

  @Test("a plain button is still a widget's interactive element")
  func stillInteractive() {
    let node = resolveViewNode(
      VStack {
        Button(intent: StyleNoopIntent()) { Text("A") }.buttonStyle(.plain)
        Toggle(isOn: false, intent: StyleNoopIntent()) { Text("B") }.toggleStyle(.button)
      })
    #expect(node.interactiveElements.count == 2)
  }
}
