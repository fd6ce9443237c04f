import Foundation

/// Where a system slider sits in Control Center: after how many of its controls that are not
/// in a block (the sliders follow the blocks, first-fit like every module, so this is its
/// place in the packing order). iOS 18 lets a person move and remove the brightness and volume
/// modules like any other; this is what edit mode changes and `layout.json` keeps.
package struct SliderPlace: Codable, Equatable, Sendable {
  /// The slider.
  package var slider: SystemSlider
  /// How many controls outside blocks are packed before it.
  package var after: Int

  package init(_ slider: SystemSlider, after: Int = 0) {
    self.slider = slider
    self.after = after
  }

  /// Places in packing order: by how many controls go before each, ties in their order.
  package static func packingOrder(_ places: [SliderPlace]) -> [SliderPlace] {
    places.enumerated()
      .sorted { ($0.element.after, $0.offset) < ($1.element.after, $1.offset) }.map(\.element)
  }

  /// The places of sliders shown as on a new phone: each right after the blocks, in order.
  package static func initial(_ sliders: [SystemSlider]) -> [SliderPlace] {
    sliders.map { SliderPlace($0) }
  }
}

extension SystemSlider {
  /// The key the controls gallery lists the slider by (never a control kind: it starts with a
  /// control character).
  package var galleryKey: String { "\u{1}slider\u{1}\(rawValue)" }

  /// What the gallery says the module does.
  package var galleryDescription: String {
    switch self {
    case .brightness: "Adjust the display's brightness."
    case .volume: "Adjust the volume."
    }
  }

  /// The slider a gallery key names, if it names one.
  package init?(galleryKey: String) {
    let prefix = "\u{1}slider\u{1}"
    guard galleryKey.hasPrefix(prefix),
      let slider = SystemSlider(rawValue: String(galleryKey.dropFirst(prefix.count)))
    else { return nil }
    self = slider
  }
}

/// A module of Control Center outside the blocks, in packing order: a control or a slider.
package enum ControlCenterModule: Equatable, Sendable {
  case control(ControlID)
  case slider(SystemSlider)

  /// The identifier it is focused by.
  package var id: ControlID {
    switch self {
    case .control(let id): id
    case .slider(let slider): slider.id
    }
  }
}
