import Foundation

extension ViewNode {
  /// The accessibility elements of this tree, in the order VoiceOver reads them: text reads its
  /// words, an image its label (an SF Symbol its name in words, "Globe, Image"), a button or a
  /// toggle its label's words with its trait; `accessibilityHidden(true)` and
  /// `Image(decorative:)` are skipped, and `accessibilityElement(children:)` ignores, combines or
  /// contains its children. Pure: `text` turns live text into the words shown now.
  package func accessibilityElements(text: (TextContent) -> String) -> [AccessibilityElement] {
    withoutActuallyEscaping(text) { text in
      let reader = AccessibilityReader(text: text)
      return AccessibilityReader.sorted(reader.elements(of: self, depth: 0)).filter { !$0.isEmpty }
    }
  }
}

/// Reads a resolved view tree as VoiceOver does (see `ViewNode.accessibilityElements(text:)`).
struct AccessibilityReader {
  /// The words a text shows now.
  let text: (TextContent) -> String

  /// How deep the reader goes: a deeper tree's inner views aren't read (the renderer draws no
  /// deeper either).
  static let maximumDepth = 256

  /// The elements of a node, in tree order.
  func elements(of node: ViewNode, depth: Int) -> [AccessibilityElement] {
    guard depth < Self.maximumDepth else { return [] }
    let depth = depth + 1
    switch node {
    case .empty, .spacer, .color, .shape, .hostCanvas:
      return []
    case .text(let content):
      return [AccessibilityElement(label: text(content), traits: .isStaticText)]
    case .image(let name):
      return [AccessibilityElement(label: Self.symbolLabel(name), traits: .isImage)]
    case .bitmap(let asset):
      guard let label = asset.label else { return [] }
      return [
        AccessibilityElement(
          label: label.replacingOccurrences(of: ".", with: " "), traits: .isImage)
      ]
    case .label(let title, _):
      // A `Label` combines its title and icon, and reads its title.
      return combined(elements(of: title, depth: depth), adding: [])
    case .stack(_, _, _, let children), .zStack(_, let children), .group(let children):
      return children.flatMap { elements(of: $0, depth: depth) }
    case .layout(let container):
      return container.children.flatMap { elements(of: $0, depth: depth) }
    case .gauge(let gauge):
      var element = AccessibilityElement.combining(elements(of: gauge.label, depth: depth))
      element.traits = .updatesFrequently
      let current = gauge.currentValueLabel.map {
        AccessibilityElement.combining(elements(of: $0, depth: depth)).label
      }
      element.value =
        current.flatMap { $0.isEmpty ? nil : $0 }
        ?? gauge.fraction.map { "\(Int((max(0, min(1, $0.isNaN ? 0 : $0)) * 100).rounded()))%" }
      return [element]
    case .button(_, let label):
      return combined(elements(of: label, depth: depth), adding: .isButton)
    case .toggle(let isOn, _, let label):
      var toggle = combined(elements(of: label, depth: depth), adding: .isToggle)
      for index in toggle.indices { toggle[index].value = isOn ? "On" : "Off" }
      return toggle
    case .siriTip(let tip):
      return [
        AccessibilityElement(label: tip.text, traits: .isStaticText),
        AccessibilityElement(label: "Close", traits: .isButton),
      ]
    case .shortcutsLink:
      return [AccessibilityElement(label: ShortcutsLinkContent.title, traits: .isButton)]
    case .modified:
      return modified(node, depth: depth)
    }
  }

  /// A modified node: accessibility attributes apply to the content's elements, layers read
  /// with the content (a background before it, an overlay after), hidden views aren't read.
  private func modified(_ node: ViewNode, depth: Int) -> [AccessibilityElement] {
    guard case .modified(let content, let modifier) = node else { return [] }
    switch modifier {
    case .accessibility:
      return attached(node, depth: depth)
    case .overlay(let layer, _):
      return elements(of: content, depth: depth) + elements(of: layer, depth: depth)
    case .background(let layer, _):
      return elements(of: layer, depth: depth) + elements(of: content, depth: depth)
    case .layout(.hidden):
      return []
    case .opacity(let opacity) where opacity <= 0:
      return []
    default:
      return elements(of: content, depth: depth)
    }
  }

  /// A run of accessibility modifiers over a content: the innermost of each kind wins, as the
  /// attribute closest to the view does in SwiftUI.
  private func attached(_ node: ViewNode, depth: Int) -> [AccessibilityElement] {
    var attributes: [AccessibilityAttribute] = []
    var content = node
    while case .modified(let inner, .accessibility(let attribute)) = content {
      attributes.append(attribute)
      content = inner
    }
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var priority: Double?
    var hidden = false
    var behavior: AccessibilityChildBehavior?
    var added = AccessibilityTraits()
    var removed = AccessibilityTraits()
    for attribute in attributes {  // outermost first: inner ones overwrite
      switch attribute {
      case .label(let text): label = text
      case .value(let text): value = text
      case .hint(let text): hint = text
      case .hidden(let isHidden): hidden = isHidden
      case .element(let children): behavior = children
      case .addTraits(let traits): added.formUnion(traits)
      case .removeTraits(let traits): removed.formUnion(traits)
      case .identifier(let name): identifier = name
      case .sortPriority(let value): priority = value.isNaN ? 0 : value
      }
    }
    if hidden { return [] }
    let children = elements(of: content, depth: depth)
    var result: [AccessibilityElement]
    switch behavior?.kind {
    case nil: result = children
    case .ignore: result = [AccessibilityElement(label: "")]
    case .combine: result = [AccessibilityElement.combining(children)]
    case .contain:
      // A container: its children read in their own order, keeping their own attributes.
      result = Self.sorted(children)
      if let priority { for index in result.indices { result[index].sortPriority = priority } }
      return result
    }
    if result.isEmpty, label != nil || value != nil || hint != nil {
      result = [AccessibilityElement(label: "")]  // a labelled shape or colour is an element
    }
    for index in result.indices {
      if let label { result[index].label = label }
      if let value { result[index].value = value }
      if let hint { result[index].hint = hint }
      if let identifier { result[index].identifier = identifier }
      if let priority { result[index].sortPriority = priority }
      result[index].traits.formUnion(added)
      result[index].traits.subtract(removed)
    }
    return result
  }

  /// A control's children merged into one element with its trait: its label's words, not
  /// "Image" or static text.
  private func combined(_ children: [AccessibilityElement], adding trait: AccessibilityTraits)
    -> [AccessibilityElement]
  {
    guard !children.isEmpty || !trait.isEmpty else { return [] }
    var element = AccessibilityElement.combining(children)
    if !trait.isEmpty { element.traits.subtract([.isImage, .isStaticText]) }
    element.traits.formUnion(trait)
    return [element]
  }

  /// Elements in reading order: higher sort priorities first, else as they were.
  static func sorted(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    elements.enumerated().sorted {
      $0.element.sortPriority != $1.element.sortPriority
        ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
    }.map(\.element)
  }

  /// What VoiceOver calls an SF Symbol without a label: its name in words, without the `fill`
  /// variant ("cup.and.saucer.fill" reads "Cup and saucer").
  static func symbolLabel(_ name: String) -> String {
    let words = name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
