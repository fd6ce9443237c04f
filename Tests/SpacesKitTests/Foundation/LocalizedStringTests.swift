import Foundation
import SpacesKit
import Testing

/// `LocalizedStringResource` and `String(localized:)` in the forms shipping code writes.
@Suite("Localized strings: keys, default values, tables, bundles, comments")
struct LocalizedStringTests {
  @Test("a resource with a default value keeps its key and shows the default value")
  func defaultValue() {
    let resource = LocalizedStringResource(
      "widget.title", defaultValue: "Countdown", table: "Widgets", locale: .current,
      bundle: .main, comment: "The widget's name")
    #expect(resource.key == "widget.title")
    #expect(resource.table == "Widgets")
    #expect(String(localized: resource) == "Countdown")
  }

  @Test("String(localized:) with a table, a bundle, a locale and a comment")
  func strings() {
    #expect(String(localized: "Launch", table: "Events", comment: "An event") == "Launch")
    #expect(
      String(
        localized: "event.launch", defaultValue: "Launch", table: "Events", bundle: .main,
        locale: .current, comment: "An event") == "Launch")
    let resource = LocalizedStringResource(
      "Launch", table: nil, locale: .current, bundle: .forClass(Marker.self), comment: nil)
    #expect(String(localized: resource) == "Launch")
  }

  final class Marker {}
}
