import Foundation
import Testing

@testable import SpacesKit

/// The resolved tree keeps SwiftUI's accessibility modifiers, and reading it gives what
/// VoiceOver speaks, element by element.
@MainActor
@Suite("Accessibility: the elements VoiceOver reads from a view tree")
struct AccessibilityReaderTests {
  struct NoOp: AppIntent {
    static let title: LocalizedStringResource = "No Op"
    func perform() async throws -> some IntentResult { .result() }
  }

  func spoken<V: View>(_ view: V) -> [String] {
    resolveViewNode(view).accessibilityElements { content in
      if case .verbatim(let text) = content { text } else { "live" }
    }.map(\.spoken)
  }

  @Test("text reads its words; an SF Symbol its name in words with the Image trait")
  func textAndSymbols() {
    let view = VStack {
      Text("Cupertino")
      Image(systemName: "cup.and.saucer.fill")
      Image(systemName: "globe")
    }
    #expect(spoken(view) == ["Cupertino", "Cup and saucer, Image", "Globe, Image"])
  }

  @Test("a label in its three forms (String, LocalizedStringKey, Text), a value and a hint")
  func labelValueHint() {
    let name = "Rain"
    let view = VStack {
      Image(systemName: "cloud.rain").accessibilityLabel(name)
      Text("72°").accessibilityLabel("Temperature").accessibilityValue("72 degrees")
      Text("H").accessibilityLabel(Text("High")).accessibilityHint(Text("Today's high"))
    }
    #expect(
      spoken(view) == [
        "Rain, Image", "Temperature, 72 degrees", "High, Today's high",
      ])
  }

  @Test("the isEnabled: forms (iOS 18) apply their attribute only when enabled")
  func isEnabledForms() {
    let favorite = false
    let view = VStack {
      Image(systemName: "star")
        .accessibilityLabel("Unfavorite", isEnabled: favorite)
        .accessibilityValue(Text("none"), isEnabled: !favorite)
        .accessibilityHint("Marks it", isEnabled: true)
      Text("x").accessibilityHidden(true, isEnabled: favorite)
      Text("y").accessibilityIdentifier("y", isEnabled: false)
    }
    #expect(spoken(view) == ["Star, none, Image, Marks it", "x", "y"])
  }

  @Test("accessibilityHidden(true) and Image(decorative:) are skipped; hidden(false) is read")
  func hidden() {
    let view = HStack {
      Image(systemName: "drop.fill").accessibilityHidden(true)
      Image(decorative: "wave")
      Text("Water").accessibilityHidden(false)
      VStack {
        Text("a"); Text("b")
      }.accessibilityHidden(true)
    }
    #expect(spoken(view) == ["Water"])
  }

  @Test(".combine joins the children's labels with \", \"; .ignore keeps only its own label")
  func combineAndIgnore() {
    let view = VStack {
      HStack {
        Text("5"); Text("glasses")
      }.accessibilityElement(children: .combine)
      HStack {
        Text("x"); Text("y")
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Both")
      HStack {
        Text("p"); Text("q")
      }.accessibilityElement()
    }
    #expect(spoken(view) == ["5, glasses", "Both"])
  }

  @Test(".contain keeps the children as elements; sort priority reads higher first")
  func containAndSortPriority() {
    let view = VStack {
      Text("last").accessibilitySortPriority(-1)
      HStack {
        Text("one")
        Text("two").accessibilitySortPriority(1)
      }
      .accessibilityElement(children: .contain)
      Text("first").accessibilitySortPriority(2)
    }
    #expect(spoken(view) == ["first", "two", "one", "last"])
  }

  @Test("traits: added, removed; buttons and toggles read their label with their trait")
  func traits() {
    let view = VStack {
      Text("Today").accessibilityAddTraits(.isHeader)
      Button(intent: NoOp()) { Label("Play", systemImage: "play.fill") }
        .accessibilityRemoveTraits(.isButton)
        .accessibilityAddTraits([.isLink, .isSelected])
      Button(intent: NoOp()) { Image(systemName: "plus") }.accessibilityHint("Adds one")
      Toggle(isOn: true, intent: NoOp()) { Text("Done") }
    }
    #expect(
      spoken(view) == [
        "Today, Heading", "Play, Selected, Link", "Plus, Button, Adds one",
        "Done, Switch button, On",
      ])
  }

  @Test("the identifier is kept on the element and not spoken; nothing is drawn for it")
  func identifier() {
    let node = resolveViewNode(Text("Go").accessibilityIdentifier("go.button"))
    let elements = node.accessibilityElements { _ in "Go" }
    #expect(elements.map(\.identifier) == ["go.button"])
    #expect(elements.map(\.spoken) == ["Go"])
    #expect(node.unsupportedModifiers.isEmpty, "kept for VoiceOver, not a drawing to log")
  }

  @Test("a tree deeper than the reader goes reads what it reaches, without trapping")
  func deepTree() {
    var node = ViewNode.text(.verbatim("deep"))
    for _ in 0..<2000 { node = .group([node]) }
    #expect(node.accessibilityElements { _ in "" }.isEmpty)
  }
}
