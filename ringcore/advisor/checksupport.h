#pragma once

#include <QString>

namespace ringcore::CheckSupport {

/// Offset of the first character of 1-based `line` in `text` (-1 past the end).
qsizetype lineStart(const QString &text, int line);
/// The first word of a line, without leading blanks.
QString firstWord(const QString &line);
/// `"path"`, for a path in a private config.
QString quoted(const QString &path);

} // namespace ringcore::CheckSupport
