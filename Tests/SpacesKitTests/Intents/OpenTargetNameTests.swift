import SpacesKit
import Testing

/// Opens an app named by its target parameter.
struct OpenNamedAppIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open App"
  @Parameter(title: "App") var target: String
}

/// Opens an app whose target is a plain property.
struct OpenFixedAppIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Fixed"
  var target = "Clock"
}

@Suite("IntentBox.openTargetName: the app an OpenIntent opens, never reading an unset target")
struct OpenTargetNameTests {
  @Test("a set target names the app; an unset @Parameter target gives nil, without trapping")
  func names() {
    let camera = OpenNamedAppIntent()
    camera.target = "Camera"
    #expect(IntentBox(camera).openTargetName == "Camera")
    #expect(IntentBox(OpenNamedAppIntent()).openTargetName == nil)
    #expect(IntentBox(OpenFixedAppIntent()).openTargetName == "Clock")
    #expect(IntentBox(ToggleLightIntent()).openTargetName == nil)
  }
}
