import Foundation
import SpacesKit
import Testing

@Suite("Parameters as form fields: kinds, text, options, saved values")
struct ParameterCodingTests {
  let box = IntentBox(FixtureConfigurationIntent())

  func field(_ name: String, in box: IntentBox? = nil) throws -> AnyIntentParameter {
    try #require((box ?? self.box).parameter(named: name))
  }

  @Test("each parameter type gets its field kind")
  func kinds() throws {
    let kinds = box.parameters.map { "\($0.name):\($0.fieldKind)" }
    #expect(
      kinds == [
        "timer:entity", "backup:entity", "sound:enumeration", "minutes:integer", "volume:decimal",
        "announce:toggle", "label:text", "colour:options", "starts:date", "playlist:entity",
        "weights:unsupported",
      ])
  }

  @Test("values as a form shows them and as they are saved")
  func texts() throws {
    let set = try box.settingParameter("timer", to: FixtureTimer.all[1])
    #expect(try field("timer", in: set).valueText == "Violin")
    #expect(try field("timer", in: set).encodedValue == "violin")
    #expect(try field("timer").valueText == nil, "a required entity without a value")
    #expect(try field("sound").valueText == "Chime")
    #expect(try field("sound").encodedValue == "chime")
    #expect(try field("announce").valueText == "Off")
    #expect(try field("announce").encodedValue == "false")
    #expect(try field("volume").encodedValue == "0.5")
    #expect(try field("backup").valueText == nil, "an optional holding nil")
    #expect(
      set.encodedParameters == [
        "timer": "violin", "sound": "chime", "minutes": "25", "volume": "0.5",
        "announce": "false", "label": "Focus",
      ])
  }

  @Test("options: suggested entities, enum cases, provider results, on/off; none for free text")
  func options() async throws {
    let timers = try #require(try await field("timer").options())
    #expect(timers.map(\.title) == ["Work", "Violin"])
    #expect(timers.map(\.subtitle) == ["25 minutes", "25 minutes"])
    #expect(timers.map(\.systemImage) == ["hourglass", "hourglass"])
    #expect(timers.map(\.encodedValue) == ["work", "violin"])
    let sounds = try #require(try await field("sound").options())
    #expect(sounds.map(\.title) == ["Chime", "Bell", "None"])
    #expect(sounds[2].subtitle == "Silent")
    let colours = try #require(try await field("colour").options())
    #expect(colours.map(\.title) == ["Purple", "Blue"])
    let onOff = try #require(try await field("announce").options())
    #expect(onOff.map(\.title) == ["On", "Off"])
    #expect(try await field("minutes").options() == nil)
    #expect(try await field("label").options() == nil)
    #expect(try await field("playlist").options() == [], "Apple's default: no suggestions")
  }

  @Test("setting a field from an option")
  func setFromOption() async throws {
    let violin = try #require(try await field("timer").options()?[1])
    let set = try box.settingParameter("timer", to: violin)
    let intent = try #require(set.intent as? FixtureConfigurationIntent)
    #expect(intent.timer.name == "Violin")
    let bell = try #require(try await field("sound").options()?[1])
    #expect(
      try (box.settingParameter("sound", to: bell).intent as? FixtureConfigurationIntent)?
        .sound == .bell)
    #expect(throws: ParameterValueError.self) { try box.settingParameter("minutes", to: bell) }
  }

  @Test("setting a field from typed text, with messages for bad text")
  func setFromText() async throws {
    func intent(_ name: String, _ text: String) async throws -> FixtureConfigurationIntent {
      try #require(
        try await box.settingParameter(name, fromText: text).intent
          as? FixtureConfigurationIntent)
    }
    #expect(try await intent("minutes", " 50 ").minutes == 50)
    #expect(try await intent("volume", "0.8").volume == 0.8)
    #expect(try await intent("announce", "on").announce == true)
    #expect(try await intent("label", "Deep Work").label == "Deep Work")
    #expect(try await intent("timer", "violin").timer.id == "violin", "a title")
    #expect(try await intent("timer", "gy").timer.id == "gym", "a string query's match")
    #expect(try await intent("sound", "Bell").sound == .bell, "a case title")
    #expect(try await intent("sound", "ding").sound == .bell, "a synonym")
    #expect(try await intent("sound", "none").sound == .none, "a raw value")
    #expect(try await intent("backup", "").backup == nil, "empty text clears an optional")
    let starts = try await intent("starts", "2026-06-08T09:41:00Z").starts
    #expect(starts == Date(timeIntervalSince1970: 1_780_911_660))

    func message(_ name: String, _ text: String) async -> String? {
      do {
        _ = try await box.settingParameter(name, fromText: text)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(await message("minutes", "abc") == "'abc' is not a whole number")
    #expect(await message("volume", "loud") == "'loud' is not a number")
    #expect(await message("announce", "maybe") == "'maybe' is not on or off")
    #expect(
      await message("starts", "tomorrow") == "'tomorrow' is not a date (use 2026-06-08T09:41:00Z)")
    #expect(await message("sound", "gong") == "'gong' is not a Sound (valid: chime, bell, none)")
    #expect(await message("timer", "piano") == "no Timer with id 'piano'")
    #expect(await message("playlist", "7") == "can't look up Playlist: offline")
    #expect(
      await message("weights", "1")
        == "@Parameter 'weights' of type Array<Int> can't be set from text yet")
    #expect(
      await message("nope", "1")?.hasPrefix("FixtureConfigurationIntent has no @Parameter 'nope'")
        == true)
  }

  @Test("saved values decode back, looking entities up again; a deleted entity is an error")
  func roundTrip() async throws {
    let configured = try await box.settingParameter("timer", fromText: "Gym")
      .settingParameter("sound", fromText: "bell")
      .settingParameter("minutes", fromText: "15")
    let saved = configured.encodedParameters
    #expect(saved["timer"] == "gym")
    let restored = try await box.decodingParameters(saved)
    #expect(restored == configured)
    let defaultsKept = try await box.decodingParameters(["timer": "work"])
    #expect((defaultsKept.intent as? FixtureConfigurationIntent)?.minutes == 25)
    await #expect(throws: ParameterValueError.noEntity(type: "Timer", id: "deleted")) {
      try await box.decodingParameters(["timer": "deleted"])
    }
    await #expect(throws: ParameterValueError.self) {
      try await box.decodingParameters(["renamed": "x"])
    }
  }

  @Test("Apple's example: an enum with a default offers its options provider's values")
  func focusExample() async throws {
    let box = IntentBox(SelectFocusIntent())
    let focus = try #require(box.parameter(named: "focus"))
    #expect(focus.fieldKind == .enumeration)
    #expect(focus.valueText == "Do Not Disturb")
    let options = try #require(try await focus.options())
    #expect(options.map(\.title) == ["Do Not Disturb", "Work"], "the provider's, not every case")
  }
}
