#pragma once
// The fuzz targets' bodies, shared by the libFuzzer executables (fuzz_*.cpp, built with
// -DRINGLAB_FUZZ=ON and clang) and by tst_fuzzcorpus, which replays the kept corpus and every
// crash ever found as a regular test. A violated invariant traps.

#include "ringcore/core/serverlistparser.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/keys/keyfilereader.h"

#include <QBuffer>

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cstddef>
#include <cstdint>

namespace ringlab::fuzz {

/// Experiment files: whatever loads must round-trip exactly; a refusal must say why.
inline int fuzzExperiment(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject())
        return 0;
    ringcore::Experiment experiment;
    QString error;
    if (ringcore::Experiment::fromJson(doc.object(), &experiment, &error)) {
        // Whatever loads must round-trip exactly.
        ringcore::Experiment again;
        if (!ringcore::Experiment::fromJson(experiment.toJson(), &again, &error) || !(again == experiment))
            __builtin_trap();
    } else if (error.isEmpty()) {
        __builtin_trap(); // a refusal must say why
    }
    return 0;
}

/// Server lists, weight lists and down lists as typed by users ('\n'-separated fields).
inline int fuzzServerList(const uint8_t *data, size_t size)
{
    // Input: three fields separated by '\n': servers, weights, down.
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QStringList fields = text.split(QLatin1Char('\n'));
    QString error;
    ringcore::ServerList servers = ringcore::ServerListParser::parseServers(fields.value(0), &error);
    if (servers.isEmpty()) {
        if (error.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (servers.size() > ringcore::ServerListParser::kMaxServers)
        __builtin_trap();
    if (fields.size() > 1 && !ringcore::ServerListParser::applyWeights(servers, fields[1], 0, 256, &error)
        && error.isEmpty())
        __builtin_trap();
    for (const auto &s : servers)
        if (s.weight < 0 || s.weight > 256)
            __builtin_trap();
    if (fields.size() > 2 && !ringcore::ServerListParser::applyDown(servers, fields[2], &error) && error.isEmpty())
        __builtin_trap();
    return 0;
}

/// Key files: every key is one line without its line end, within the limits; an error says
/// which line.
inline int fuzzKeyFile(const uint8_t *data, size_t size)
{
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    ringcore::KeyFileReader::Limits limits;
    limits.maxLineBytes = 64;
    limits.maxKeys = 100;
    ringcore::KeyFileReader reader(limits);
    if (!reader.open(&buffer))
        __builtin_trap();
    QByteArray key;
    qint64 keys = 0;
    while (reader.next(&key)) {
        ++keys;
        if (key.contains('\n') || key.isEmpty() || key.size() > limits.maxLineBytes || keys > limits.maxKeys)
            __builtin_trap();
    }
    if (reader.hasError() && !reader.errorString().contains(QString::number(reader.lineNumber())))
        __builtin_trap();
    return 0;
}

} // namespace ringlab::fuzz
