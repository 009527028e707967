#pragma once

#include <QString>

namespace ringcore {

/// Numbers as people type them, read by one set of rules for every front end (the CLI's options,
/// the figure tool, files of settings):
/// - a whole number is digits, plain or grouped by threes with commas or underscores ("1000000",
///   "1,000,000", "1_000_000"); never a sign, decimals, an exponent or "1,0,0";
/// - a real number is C notation ("0.1", "1e-3", "-2.5"), finite; never grouped, never "nan".
/// The ranges they must lie in come from the settings (ringcore/core/range.h).
class NumberInput
{
public:
    /// The text is written as a whole number (digits, grouped or not), whatever its size.
    static bool isWholeNumber(const QString &text);
    /// Parses a whole number by that rule; false for anything else (or beyond 2^63-1).
    static bool wholeNumber(const QString &text, qint64 *value);
    /// Parses a finite real number in C notation (surrounding spaces allowed); false otherwise.
    static bool realNumber(const QString &text, double *value);
};

} // namespace ringcore
