#pragma once
// The config file of ringlab-testproxy (written by TestProxySystem, read by the proxy):
//   listen 23456
//   algorithm rendezvous
//   log /run/dir/testproxy.log
//   server 127.0.0.1:9001 3
//   server 127.0.0.1:9002 1 down

#include "ringcore/core/server.h"

#include <QFile>
#include <QString>

namespace ringlab::test {

struct TestProxyConfig
{
    int listenPort = 0;
    QString algorithm;
    QString logPath;
    ringcore::ServerList servers;

    /// False + *error naming the line when the file is not a test-proxy config.
    static bool read(const QString &path, TestProxyConfig *config, QString *error)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1: %2").arg(path, file.errorString());
            return false;
        }
        int lineNumber = 0;
        while (!file.atEnd()) {
            ++lineNumber;
            const QStringList words = QString::fromUtf8(file.readLine()).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (words.isEmpty() || words.front().startsWith(QLatin1Char('#')))
                continue;
            bool ok = true;
            if (words.front() == QLatin1String("listen") && words.size() == 2) {
                config->listenPort = words[1].toInt(&ok);
            } else if (words.front() == QLatin1String("algorithm") && words.size() == 2) {
                config->algorithm = words[1];
            } else if (words.front() == QLatin1String("log") && words.size() == 2) {
                config->logPath = words[1];
            } else if (words.front() == QLatin1String("server") && (words.size() == 3 || words.size() == 4)) {
                ringcore::Server s;
                s.address = words[1];
                s.weight = words[2].toInt(&ok);
                s.down = words.size() == 4 && words[3] == QLatin1String("down");
                ok = ok && (words.size() == 3 || s.down);
                config->servers.append(s);
            } else {
                ok = false;
            }
            if (!ok) {
                *error = QStringLiteral("%1:%2: unknown or malformed line").arg(path).arg(lineNumber);
                return false;
            }
        }
        if (config->listenPort < 1 || config->listenPort > 65535 || config->algorithm.isEmpty() || config->servers.isEmpty()) {
            *error = QStringLiteral("%1: needs listen, algorithm and at least one server").arg(path);
            return false;
        }
        return true;
    }
};

} // namespace ringlab::test
