// DNS over UDP, answered as backend PORT: one A record 10.0.PORT/256.PORT%256 for any question.
#include "protocolanswers.h"

#include <cstring>

namespace responder {

namespace {

size_t answerDns(const unsigned char *query, size_t length, unsigned char *out, int port)
{
    if (length < 12 || (query[2] & 0x80) || query[4] != 0 || query[5] != 1)
        return 0;
    size_t pos = 12;
    while (pos < length && query[pos] != 0) {
        if (query[pos] > 63)
            return 0;
        pos += size_t(query[pos]) + 1;
    }
    if (pos + 5 > length)
        return 0;
    const size_t questionEnd = pos + 5;
    std::memcpy(out, query, questionEnd);
    out[2] = 0x84 | (query[2] & 0x01); // QR, AA, RD copied
    out[3] = 0x80;                      // RA, NOERROR
    out[6] = 0, out[7] = 1;             // ANCOUNT 1
    out[8] = out[9] = out[10] = out[11] = 0;
    unsigned char *a = out + questionEnd;
    const unsigned char record[] = {0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 0, 0, 4,
                                    10, 0, uint8_t(port >> 8), uint8_t(port & 0xff)};
    std::memcpy(a, record, sizeof record);
    return questionEnd + sizeof record;
}

} // namespace

RESPONDER_REGISTER_PROTOCOL(dns, AnswerProtocol{"dns", nullptr, answerDns})

} // namespace responder
