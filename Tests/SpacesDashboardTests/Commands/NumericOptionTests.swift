import ArgumentParser
import Foundation
import Testing

@testable import SpacesDashboard

/// Every numeric option of the dashboard's subcommands has a range: a value outside it (huge,
/// negative, not finite) is a usage error (exit 64) that names the range, never a trap, an
/// allocation without bound or a run of hours.
@Suite struct NumericOptionTests {
  /// What parsing `arguments` fails with: the message and the exit code, or `nil` when they
  /// parse.
  static func failure(_ arguments: [String]) -> (message: String, code: Int32)? {
    do {
      _ = try SpacesCommand.parseAsRoot(arguments)
      return nil
    } catch {
      return (SpacesCommand.message(for: error), SpacesCommand.exitCode(for: error).rawValue)
    }
  }

  @Test(
    "an out-of-range value exits 64 naming the option's range",
    arguments: [
      (["--speed", "9.3e18"], "--speed must be from 0.001 to 1,000,000, got 9.3e+18"),
      (["--speed", "1e308"], "--speed must be from 0.001 to 1,000,000"),
      (["run", "--speed", "0"], "--speed must be from 0.001 to 1,000,000, got 0.0"),
      (["--speed", "nan"], "--speed must be from 0.001 to 1,000,000"),
      (["--speed", "inf"], "--speed must be from 0.001 to 1,000,000"),
      (["snapshot", "--advance", "99999999999h"], "--advance must be from 0s to 31 days"),
      (["snapshot", "--advance", "745h"], "--advance must be from 0s to 31 days, got 745h"),
      (
        ["snapshot", "--keys", "wait:740h", "--advance", "5h"],
        "--advance must be from 0s to 31 days, got 5h after the keys' waits of 740h"
      ),
      (["snapshot", "--keys", "wait:745h"], "waits past 31 days in all"),
      (["preview", "x", "--entry", "0"], "--entry must be from 1 to 1,000, got 0"),
      (["preview", "x", "--entry", "1000000"], "--entry must be from 1 to 1,000"),
      (
        ["server", "--exit-when-idle", "99999999999"],
        "--exit-when-idle must be from 0 to 604,800"
      ),
    ])
  func outOfRange(arguments: [String], message: String) throws {
    let failure = try #require(Self.failure(arguments), "\(arguments) parsed")
    #expect(failure.code == 64)
    #expect(failure.message.contains(message), "\(failure.message)")
  }

  @Test(
    "a negative number is a value out of range, not a missing value",
    arguments: [
      (["--speed", "-1"], "--speed must be from 0.001 to 1,000,000, got -1.0"),
      (
        ["snapshot", "--advance", "-5s"],
        "bad duration '-5s' (use e.g. 90s, 500ms, 2m, 1h; from 0s to 31 days)"
      ),
      (["snapshot", "--size", "-5x3"], "bad size '-5x3' (use WIDTHxHEIGHT, each 1–1000"),
      (["preview", "x", "--entry", "-3"], "--entry must be from 1 to 1,000, got -3"),
      (["server", "--exit-when-idle", "-1"], "--exit-when-idle must be from 0 to 604,800, got -1"),
    ])
  func negative(arguments: [String], message: String) throws {
    let failure = try #require(Self.failure(arguments), "\(arguments) parsed")
    #expect(failure.code == 64)
    #expect(!failure.message.contains("Missing value"), "\(failure.message)")
    #expect(failure.message.contains(message), "\(failure.message)")
  }

  @Test("a value that isn't a number names the option's range in the help line printed with it")
  func notANumber() throws {
    #expect(throws: (any Error).self) {
      do {
        _ = try SpacesCommand.parseAsRoot(["--speed", "fast"])
      } catch {
        #expect(SpacesCommand.exitCode(for: error).rawValue == 64)
        let printed = SpacesCommand.fullMessage(for: error)
        #expect(printed.contains("'fast' is invalid for '--speed"), "\(printed)")
        #expect(printed.contains("from 0.001 to 1,000,000"), "\(printed)")
        throw error
      }
    }
  }

  @Test("values inside the ranges parse, at both ends")
  func inside() throws {
    for arguments in [
      ["--speed", "0.001"], ["--speed", "1000000"], ["--speed", "60"],
      ["snapshot", "--advance", "744h"], ["snapshot", "--keys", "wait:744h"],
      ["snapshot", "--keys", "wait:372h", "--advance", "372h"],
      ["preview", "x", "--entry", "1000"], ["server", "--exit-when-idle", "0"],
    ] {
      #expect(Self.failure(arguments) == nil, "\(arguments)")
    }
  }
}

@Suite("Numbers in the options' messages")
struct OptionNumberTests {
  @Test("written as the formatter writes them: grouped by three, at most six decimals")
  func sameAsTheFormatter() {
    let cases: [(Double, String)] = [
      (0.001, "0.001"), (1_000_000, "1,000,000"), (1, "1"), (60, "60"), (12_345.5, "12,345.5"),
      (-1_500, "-1,500"), (0, "0"), (100_000, "100,000"), (0.1234567, "0.123457"), (1e-7, "0"),
    ]
    for (value, text) in cases { #expect(OptionLimits.number(value) == text, "\(value)") }
    #expect(OptionLimits.number(1_000) == "1,000")
    #expect(OptionLimits.number(604_800) == "604,800")
    #expect(OptionLimits.number(-7) == "-7")
    #expect(OptionLimits.number(Int.max) == "9,223,372,036,854,775,807")
  }
}
