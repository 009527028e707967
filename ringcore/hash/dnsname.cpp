#include "ringcore/hash/dnsname.h"

#include <cctype>

namespace ringcore {

QByteArray DnsName::wire(QByteArrayView name)
{
    QByteArray out;
    QByteArray label;
    auto flush = [&] {
        for (qsizetype i = 0; i < label.size(); i += 63) {
            const QByteArray part = label.mid(i, 63);
            out += char(part.size());
            out += part;
        }
        label.clear();
    };
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (c == '\\' && i + 1 < name.size()) {
            if (i + 3 < name.size() && std::isdigit(uchar(name[i + 1])) && std::isdigit(uchar(name[i + 2]))
                && std::isdigit(uchar(name[i + 3]))) {
                label += char((name[i + 1] - '0') * 100 + (name[i + 2] - '0') * 10 + (name[i + 3] - '0'));
                i += 3;
            } else {
                label += name[++i];
            }
        } else if (c == '.') {
            flush();
        } else {
            label += c;
        }
    }
    flush();
    out += '\0';
    return out;
}

} // namespace ringcore
