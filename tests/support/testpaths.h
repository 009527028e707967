#pragma once

#include <QString>

namespace ringlab::test {

/// tests/data in the source tree.
inline QString dataDir() { return QStringLiteral(RINGLAB_TEST_DATA_DIR); }
/// A file under tests/data.
inline QString dataFile(const QString &relative) { return dataDir() + QLatin1Char('/') + relative; }
/// The ringlab-cli binary that CTest built (tests that exercise the CLI end to end).
inline QString cliPath()
{
    const QByteArray env = qgetenv("RINGLAB_CLI");
    return env.isEmpty() ? QStringLiteral(RINGLAB_BINARY_DIR "/app/ringlab-cli") : QString::fromLocal8Bit(env);
}

} // namespace ringlab::test
