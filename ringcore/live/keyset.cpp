#include "ringcore/live/keyset.h"

#include "ringcore/core/usertext.h"

#include <QCryptographicHash>

#include "ringcore/traffic/accesslogreader.h"
#include "ringcore/traffic/zipfsampler.h"

#include "ringcore/keys/keyfilereader.h"
#include "ringcore/keys/keygenerator.h"

#include <QCoreApplication>

namespace ringcore {

namespace {
} // namespace

void KeySet::reserve(qsizetype keys, qsizetype bytes)
{
    m_blob.reserve(bytes);
    m_offsets.reserve(size_t(keys) + 1);
}

void KeySet::append(QByteArrayView key)
{
    m_blob.append(key);
    m_offsets.push_back(m_blob.size());
}

bool KeySet::isValidTarget(QByteArrayView key)
{
    if (key.isEmpty() || key.front() != '/' || key.size() > 8000)
        return false;
    for (char c : key) {
        if (uchar(c) <= 0x20 || uchar(c) >= 0x7f)
            return false;
    }
    return true;
}

KeySet KeySet::generate(qsizetype count, quint64 seed)
{
    // The seed harness's keys, from ringcore/keys (documented there), packed into one buffer.
    KeySet keys;
    keys.reserve(count, count * KeyGenerator::KeyLength);
    const KeyGenerator generator(seed);
    char buffer[KeyGenerator::KeyLength];
    for (qsizetype i = 0; i < count; ++i) {
        generator.writeKey(uint64_t(i), buffer);
        keys.append(QByteArrayView(buffer, KeyGenerator::KeyLength));
    }
    return keys;
}

bool KeySet::checkFile(const QString &path, QString *error, const KeyCheck &also)
{
    KeyFileReader reader;
    if (!reader.open(path)) {
        if (error)
            *error = reader.errorString();
        return false;
    }
    QByteArray key;
    qint64 count = 0;
    while (reader.next(&key)) {
        if (!isValidTarget(key)) {
            if (error)
                *error = tr("keys: %1:%2: \"%3\" is not a request path (must start with '/', no spaces or control "
                            "characters)")
                             .arg(path)
                             .arg(reader.lineNumber())
                             .arg(UserText::shown(QString::fromUtf8(key.first(qMin<qsizetype>(80, key.size())))));
            return false;
        }
        if (also && !also(key, reader.lineNumber(), error))
            return false;
        ++count;
    }
    if (reader.hasError()) {
        if (error)
            *error = reader.errorString();
        return false;
    }
    if (count == 0) {
        if (error)
            *error = tr("keys: %1 holds no keys").arg(path);
        return false;
    }
    return true;
}

bool KeySet::checkKey(QByteArrayView key, qsizetype line, QString *error)
{
    if (isValidTarget(key))
        return true;
    if (error)
        *error = tr("keys: key %1 (\"%2\") is not a request path (must start with '/', no spaces or control characters)")
                     .arg(line)
                     .arg(UserText::shown(QString::fromUtf8(key.first(qMin<qsizetype>(80, key.size())).toByteArray())));
    return false;
}

bool KeySet::fromKeyFile(const QString &path, KeySet *keys, QString *error)
{
    KeyFileReader reader;
    if (!reader.open(path)) {
        if (error)
            *error = reader.errorString(); // already "keys: …"
        return false;
    }
    QByteArray key;
    while (reader.next(&key)) {
        if (!checkKey(key, reader.lineNumber(), error))
            return false;
        keys->append(key);
    }
    if (reader.hasError()) {
        if (error)
            *error = reader.errorString();
        return false;
    }
    if (keys->size() == 0) {
        if (error)
            *error = tr("keys: %1 holds no keys").arg(path);
        return false;
    }
    return true;
}

bool KeySet::fromTrafficLog(const QString &path, KeySet *keys, QString *error)
{
    AccessLogReader reader;
    QString why;
    if (!reader.open(path, &why)) {
        if (error)
            *error = tr("traffic: %1").arg(why);
        return false;
    }
    LogRequest request;
    while (reader.next(&request)) {
        if (keys->size() >= LiveRunConfig::kTrafficRequests.max) {
            if (error)
                *error = tr("traffic: %1 holds more than %2 requests").arg(path).arg(LiveRunConfig::kTrafficRequests.max);
            return false;
        }
        if (!isValidTarget(request.key)) {
            if (error)
                *error = tr("traffic: %1: line %2: the request \"%3\" cannot be sent as a request path (must start with '/', no spaces or control characters)")
                             .arg(path)
                             .arg(reader.lineNumber())
                             .arg(UserText::shown(QString::fromUtf8(request.key.first(qMin<qsizetype>(80, request.key.size())))));
            return false;
        }
        keys->append(request.key);
    }
    if (!reader.error().isEmpty()) {
        if (error)
            *error = tr("traffic: %1").arg(reader.error());
        return false;
    }
    if (keys->size() == 0) {
        if (error)
            *error = tr("traffic: %1 holds no requests").arg(path);
        return false;
    }
    return true;
}

bool KeySet::fromConfig(const LiveRunConfig &config, KeySet *keys, QString *error)
{
    *keys = KeySet();
    if (!config.keys.isEmpty()) {
        for (qsizetype i = 0; i < config.keys.size(); ++i) {
            if (!checkKey(config.keys[i], i + 1, error))
                return false;
            keys->append(config.keys[i]);
        }
        return true;
    }
    if (!config.keyFile.isEmpty())
        return fromKeyFile(config.keyFile, keys, error);
    if (config.traffic == LiveRunConfig::Traffic::Uniform || config.traffic == LiveRunConfig::Traffic::Zipf) {
        // The requests of the model in order, repeated keys and all: rank k is KeyGenerator's key
        // k-1 of the seed, as TrafficReplay names them, so `ringlab-cli traffic` replays the same.
        const double s = config.traffic == LiveRunConfig::Traffic::Zipf ? config.trafficExponent : 0.0;
        ZipfSampler sampler(uint64_t(config.trafficUniverse), s, config.keySeed);
        const KeyGenerator generator(config.keySeed);
        keys->reserve(config.trafficRequests, config.trafficRequests * 25);
        for (qint64 i = 0; i < config.trafficRequests; ++i)
            keys->append(generator.key(sampler.next() - 1));
        return true;
    }
    if (config.traffic == LiveRunConfig::Traffic::Log)
        return fromTrafficLog(config.trafficLog, keys, error);
    *keys = generate(config.keyCount, config.keySeed);
    return true;
}

QString KeySet::digest() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayView(m_blob));
    // The boundaries too: "/a" "/b" is not "/a/b".
    hash.addData(QByteArrayView(reinterpret_cast<const char *>(m_offsets.data()), qsizetype(m_offsets.size() * sizeof(qint64))));
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace ringcore
