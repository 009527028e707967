#pragma once
// The fuzz targets' bodies, shared by the libFuzzer executables (fuzz_*.cpp, built with
// -DRINGLAB_FUZZ=ON and clang) and by tst_fuzzcorpus, which replays the kept corpus and every
// crash ever found as a regular test. A violated invariant traps.

#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/keys/keyfilereader.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/sim/simresultio.h"

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

/// Proxy config files of one format: what reads has at least one server, each with a line
/// number in the file; a refusal must say why. Never a crash, a hang or unbounded memory
/// (nesting, aliases, size are bounded by the readers).
inline int fuzzConfig(const QString &format, const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    ringcore::ConfigReadOptions options;
    options.format = format;
    options.hosts = 10;
    ringcore::ProxyConfig config;
    ringcore::ConfigError error;
    if (ringcore::ProxyConfigReader::read(text, QString(), options, &config, &error)) {
        if (config.serverLines.size() != config.servers.size())
            __builtin_trap();
        // A config that reads must read back the same way from its own text.
        ringcore::ProxyConfig again;
        ringcore::ConfigError againError;
        if (!ringcore::ProxyConfigReader::readBack(config, config.text, &again, &againError))
            __builtin_trap();
    } else if (error.reason.isEmpty()) {
        __builtin_trap();
    }
    return 0;
}
inline int fuzzNginx(const uint8_t *d, size_t n) { return fuzzConfig(QStringLiteral("nginx"), d, n); }
inline int fuzzHaproxy(const uint8_t *d, size_t n) { return fuzzConfig(QStringLiteral("haproxy"), d, n); }
inline int fuzzEnvoy(const uint8_t *d, size_t n) { return fuzzConfig(QStringLiteral("envoy"), d, n); }
inline int fuzzIstio(const uint8_t *d, size_t n) { return fuzzConfig(QStringLiteral("istio"), d, n); }

/// results.json of a live run: what loads must survive toJson()/fromJson() unchanged in its
/// JSON form; a refusal must say why.
inline int fuzzResults(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (!doc.isObject())
        return 0;
    ringcore::LiveRunResult result;
    QString error;
    if (ringcore::LiveRunResult::fromJson(doc.object(), &result, &error)) {
        ringcore::LiveRunResult again;
        if (!ringcore::LiveRunResult::fromJson(result.toJson(), &again, &error) || again.toJson() != result.toJson())
            __builtin_trap();
    } else if (error.isEmpty()) {
        __builtin_trap();
    }
    return 0;
}

/// mapping.tsv: entries come out sorted by index, non-negative; a cut last line is reported,
/// never taken; a refusal names the line.
inline int fuzzMapping(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QList<ringcore::MappingWriter::Entry> entries;
    QString error;
    qint64 cutLine = 0;
    if (ringcore::MappingWriter::parse(bytes, QStringLiteral("mapping.tsv"), &entries, &error, &cutLine)) {
        for (qsizetype i = 0; i < entries.size(); ++i)
            if (entries[i].index < 0 || (i > 0 && entries[i - 1].index > entries[i].index))
                __builtin_trap();
        if ((cutLine != 0) == (bytes.isEmpty() || bytes.endsWith('\n')))
            __builtin_trap();
    } else if (!error.contains(QStringLiteral("mapping.tsv:"))) {
        __builtin_trap();
    }
    return 0;
}

/// Shard files of `simulate --shard`: what reads must write and read back to the same rings; a
/// refusal must say why.
inline int fuzzShard(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    std::vector<ringcore::SimulationResult> results;
    QString error;
    if (ringcore::SimResultIo::readRings(bytes, &results, &error)) {
        std::vector<ringcore::SimulationResult> again;
        if (!ringcore::SimResultIo::readRings(ringcore::SimResultIo::writeRings(results), &again, &error)
            || again.size() != results.size())
            __builtin_trap();
    } else if (error.isEmpty()) {
        __builtin_trap();
    }
    return 0;
}

} // namespace ringlab::fuzz
